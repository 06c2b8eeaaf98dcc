import type { AccessFeature } from "../../core/calendar/access.ts";
/**
 * Demo seed data: cities and art venues in the Twin Cities area.
 *
 * Compiled from public information (venue websites, press coverage) for demo
 * and development use only. Addresses, hours, phone numbers and even whether a
 * venue is still operating may be out of date; coordinates are approximate
 * (about street-block precision). Hours are "typical" hours for demo purposes,
 * not an authoritative schedule. Do not treat this file as a source of truth.
 */

export interface SeedCity {
  key: string;
  name: string;
  slug: string;
  state: "MN";
  summary: string;
  lat: number;
  lon: number;
  sort_order: number;
}

export type VenueType = "gallery" | "business" | "institution" | "popup" | "public" | "studios";

/** 0 = Sunday … 6 = Saturday, "HH:MM" 24h, null = closed. */
export type Hours = Partial<Record<0 | 1 | 2 | 3 | 4 | 5 | 6, [string, string] | null>>;

export interface SeedVenue {
  key: string;
  name: string;
  nickname?: string;
  slug: string;
  type: VenueType;
  /** SeedCity.key */
  city: string;
  summary: string;
  address: string;
  address2?: string;
  postal_code: string;
  lat: number;
  lon: number;
  hours?: Hours;
  hours_note?: string;
  website?: string;
  phone?: string;
  email?: string;
  links?: {
    type: "instagram" | "facebook" | "artsy" | "twitter" | "youtube";
    url: string;
    label?: string;
  }[];
  is_premium?: boolean;
  is_closed?: boolean;
  is_online_only?: boolean;
  multiple_locations_label?: string;
  /** Standing access features; unsaid, the demo's rule (db/seed/facets-data.ts). */
  accessibility?: AccessFeature[];
  /** The id it had on the previous site, for old links. */
  legacy_id?: string;
}

export const SEED_CITIES: SeedCity[] = [
  {
    key: "minneapolis",
    name: "Minneapolis",
    slug: "minneapolis",
    state: "MN",
    summary:
      "The larger of the Twin Cities, home to the Walker, Mia and the studio buildings of the Northeast Minneapolis Arts District.",
    lat: 44.9778,
    lon: -93.265,
    sort_order: 1,
  },
  {
    key: "st_paul",
    name: "St. Paul",
    slug: "st-paul",
    state: "MN",
    summary:
      "Minnesota's capital city, with a downtown museum, galleries along Grand Avenue and a long tradition of Lowertown artist lofts.",
    lat: 44.9537,
    lon: -93.09,
    sort_order: 2,
  },
  {
    key: "edina",
    name: "Edina",
    slug: "edina",
    state: "MN",
    summary:
      "An inner-ring suburb southwest of Minneapolis whose city-run art center offers year-round classes and a community gallery.",
    lat: 44.8897,
    lon: -93.3499,
    sort_order: 3,
  },
  {
    key: "bloomington",
    name: "Bloomington",
    slug: "bloomington",
    state: "MN",
    summary:
      "Minnesota's fourth-largest city, where the Center for the Arts at Civic Plaza houses two galleries alongside several performing arts groups.",
    lat: 44.8408,
    lon: -93.2983,
    sort_order: 4,
  },
  {
    key: "hopkins",
    name: "Hopkins",
    slug: "hopkins",
    state: "MN",
    summary:
      "A small west-metro city whose Mainstreet arts center, with galleries and a theater, anchors a walkable downtown.",
    lat: 44.9247,
    lon: -93.4105,
    sort_order: 5,
  },
  {
    key: "white_bear_lake",
    name: "White Bear Lake",
    slug: "white-bear-lake",
    state: "MN",
    summary:
      "A lakeside city in the northeast metro with a busy community art center known for its classes and juried exhibitions.",
    lat: 45.0847,
    lon: -93.0099,
    sort_order: 6,
  },
  {
    key: "eagan",
    name: "Eagan",
    slug: "eagan",
    state: "MN",
    summary:
      "A south-metro suburb that is home to the wooded sculpture trails and summer performances of Caponi Art Park.",
    lat: 44.8041,
    lon: -93.1669,
    sort_order: 7,
  },
  {
    key: "shafer",
    name: "Shafer",
    slug: "shafer",
    state: "MN",
    summary:
      "A small city in the St. Croix Valley, about an hour north of the Twin Cities, best known to art lovers for Franconia Sculpture Park.",
    lat: 45.3869,
    lon: -92.7477,
    sort_order: 8,
  },
];

export const SEED_VENUES: SeedVenue[] = [
  // ---------------------------------------------------------------------------
  // Institutions
  // ---------------------------------------------------------------------------
  {
    key: "walker",
    legacy_id: "212",
    name: "Walker Art Center",
    slug: "walker-art-center",
    type: "institution",
    city: "minneapolis",
    summary:
      "Contemporary art museum with changing exhibitions, a modern and contemporary collection of more than 13,000 works, and film and performance programs.",
    address: "725 Vineland Place",
    postal_code: "55403",
    lat: 44.9681,
    lon: -93.2886,
    hours: {
      0: ["11:00", "17:00"],
      1: null,
      2: null,
      3: ["11:00", "17:00"],
      4: ["11:00", "21:00"],
      5: ["11:00", "17:00"],
      6: ["11:00", "17:00"],
    },
    hours_note: "Free gallery admission on Thursday nights, 5–9 pm.",
    website: "https://walkerart.org",
    phone: "612-375-7600",
    links: [{ type: "instagram", url: "https://www.instagram.com/walkerartcenter/" }],
    is_premium: true,
  },
  {
    key: "mia",
    name: "Minneapolis Institute of Art",
    nickname: "Mia",
    slug: "minneapolis-institute-of-art",
    type: "institution",
    city: "minneapolis",
    summary:
      "Encyclopedic art museum with about 90,000 works spanning five millennia and six continents; general admission is free every day.",
    address: "2400 Third Avenue South",
    postal_code: "55404",
    lat: 44.9586,
    lon: -93.2742,
    hours: {
      0: ["11:00", "17:00"],
      1: null,
      2: ["10:00", "17:00"],
      3: ["10:00", "17:00"],
      4: ["10:00", "21:00"],
      5: ["10:00", "21:00"],
      6: ["10:00", "17:00"],
    },
    website: "https://artsmia.org",
    phone: "612-870-3000",
    links: [{ type: "instagram", url: "https://www.instagram.com/artsmia/" }],
    is_premium: true,
  },
  {
    key: "wam",
    name: "Weisman Art Museum",
    nickname: "WAM",
    slug: "weisman-art-museum",
    type: "institution",
    city: "minneapolis",
    summary:
      "University of Minnesota museum in Frank Gehry's steel-clad building on the Mississippi, showing American modernism, ceramics, Korean furniture and changing exhibitions.",
    address: "333 East River Parkway",
    postal_code: "55455",
    lat: 44.9732,
    lon: -93.2371,
    hours: {
      0: ["11:00", "17:00"],
      1: null,
      2: ["10:00", "17:00"],
      3: ["10:00", "20:00"],
      4: ["10:00", "17:00"],
      5: ["10:00", "17:00"],
      6: ["11:00", "17:00"],
    },
    website: "https://wam.umn.edu",
    is_premium: true,
  },
  {
    key: "the_m",
    name: "Minnesota Museum of American Art",
    nickname: "The M",
    slug: "minnesota-museum-of-american-art",
    type: "institution",
    city: "st_paul",
    summary:
      "Museum of American art with an emphasis on Minnesota artists, in the restored Pioneer Endicott buildings and their stained-glass arcade in downtown St. Paul.",
    address: "350 Robert Street North",
    postal_code: "55101",
    lat: 44.947,
    lon: -93.091,
    hours: {
      0: ["11:00", "17:00"],
      1: null,
      2: null,
      3: ["11:00", "17:00"],
      4: ["11:00", "20:00"],
      5: ["11:00", "17:00"],
      6: ["11:00", "17:00"],
    },
    website: "https://mmaa.org",
    is_premium: true,
  },
  {
    key: "asi",
    name: "American Swedish Institute",
    nickname: "ASI",
    slug: "american-swedish-institute",
    type: "institution",
    city: "minneapolis",
    summary:
      "Museum and cultural center in the 1908 Turnblad Mansion and a modern wing, with exhibitions of Nordic art, craft and design.",
    address: "2600 Park Avenue",
    postal_code: "55407",
    lat: 44.9553,
    lon: -93.2656,
    hours: {
      0: ["10:00", "17:00"],
      1: null,
      2: ["10:00", "17:00"],
      3: ["10:00", "20:00"],
      4: ["10:00", "17:00"],
      5: ["10:00", "17:00"],
      6: ["10:00", "17:00"],
    },
    website: "https://www.asimn.org",
    phone: "612-871-4907",
    is_premium: true,
  },
  {
    key: "tmora",
    name: "The Museum of Russian Art",
    nickname: "TMORA",
    slug: "museum-of-russian-art",
    type: "institution",
    city: "minneapolis",
    summary:
      "Museum in a converted 1930s church devoted to Russian and Soviet-era painting, icons, folk art and decorative arts.",
    address: "5500 Stevens Avenue South",
    postal_code: "55419",
    lat: 44.9026,
    lon: -93.2748,
    hours: {
      0: ["13:00", "17:00"],
      1: ["10:00", "17:00"],
      2: ["10:00", "17:00"],
      3: ["10:00", "17:00"],
      4: ["10:00", "17:00"],
      5: ["10:00", "17:00"],
      6: ["10:00", "16:00"],
    },
    website: "https://tmora.org",
    phone: "612-821-9045",
  },
  {
    key: "textile_center",
    name: "Textile Center",
    slug: "textile-center",
    type: "institution",
    city: "minneapolis",
    summary:
      "National center for fiber art with four galleries of quilting, weaving, embroidery and other textile work, plus a large library and a natural dye lab.",
    address: "3000 University Avenue SE",
    postal_code: "55414",
    lat: 44.9706,
    lon: -93.2144,
    hours: {
      0: null,
      1: null,
      2: ["10:00", "17:00"],
      3: ["10:00", "17:00"],
      4: ["10:00", "17:00"],
      5: ["10:00", "17:00"],
      6: ["10:00", "17:00"],
    },
    website: "https://textilecentermn.org",
    phone: "612-436-0464",
  },
  {
    key: "mcba",
    name: "Minnesota Center for Book Arts",
    nickname: "MCBA",
    slug: "minnesota-center-for-book-arts",
    type: "institution",
    city: "minneapolis",
    summary:
      "Book arts center in the Open Book building, with galleries of artists' books, letterpress prints and handmade paper alongside its print and bindery studios.",
    address: "1011 Washington Avenue South",
    address2: "Open Book",
    postal_code: "55415",
    lat: 44.9756,
    lon: -93.2531,
    hours: {
      0: null,
      1: null,
      2: ["10:00", "17:00"],
      3: ["10:00", "17:00"],
      4: ["10:00", "19:00"],
      5: ["10:00", "17:00"],
      6: ["10:00", "17:00"],
    },
    website: "https://www.mnbookarts.org",
  },
  {
    key: "northern_clay",
    name: "Northern Clay Center",
    slug: "northern-clay-center",
    type: "institution",
    city: "minneapolis",
    summary:
      "Ceramics center with exhibitions of contemporary pottery and clay sculpture, a sales gallery of functional work, and studio classes.",
    address: "2424 Franklin Avenue East",
    postal_code: "55406",
    lat: 44.9627,
    lon: -93.2372,
    hours: {
      0: ["12:00", "17:00"],
      1: ["10:00", "17:00"],
      2: ["10:00", "17:00"],
      3: ["10:00", "17:00"],
      4: ["10:00", "17:00"],
      5: ["10:00", "17:00"],
      6: ["10:00", "17:00"],
    },
    website: "https://www.northernclaycenter.org",
    phone: "612-339-8007",
    is_premium: true,
  },
  {
    key: "highpoint",
    name: "Highpoint Center for Printmaking",
    slug: "highpoint-center-for-printmaking",
    type: "institution",
    city: "minneapolis",
    summary:
      "Printmaking center on Lake Street with a gallery of contemporary prints, an artists' cooperative shop and the Highpoint Editions publishing studio.",
    address: "912 West Lake Street",
    postal_code: "55408",
    lat: 44.9483,
    lon: -93.2922,
    hours: {
      0: null,
      1: null,
      2: ["10:00", "17:00"],
      3: ["10:00", "17:00"],
      4: ["10:00", "17:00"],
      5: ["10:00", "17:00"],
      6: ["10:00", "16:00"],
    },
    website: "https://www.highpointprintmaking.org",
    phone: "612-871-1326",
  },
  {
    key: "soovac",
    name: "Soo Visual Arts Center",
    nickname: "SooVAC",
    slug: "soo-visual-arts-center",
    type: "institution",
    city: "minneapolis",
    summary:
      "Nonprofit gallery near Lyn-Lake showing work by emerging and under-represented contemporary artists, many of them local.",
    address: "2909 Bryant Avenue South",
    address2: "Suite 101",
    postal_code: "55408",
    lat: 44.9496,
    lon: -93.2907,
    hours: {
      0: ["12:00", "17:00"],
      1: null,
      2: null,
      3: ["12:00", "17:00"],
      4: ["12:00", "19:00"],
      5: ["12:00", "17:00"],
      6: ["12:00", "17:00"],
    },
    website: "https://www.soovac.org",
  },
  {
    key: "mcad_gallery",
    name: "MCAD Gallery",
    slug: "mcad-gallery",
    type: "institution",
    city: "minneapolis",
    summary:
      "Exhibition space of the Minneapolis College of Art and Design, showing work by faculty, students, alumni and visiting artists.",
    address: "2501 Stevens Avenue",
    postal_code: "55404",
    lat: 44.9572,
    lon: -93.2735,
    hours: {
      0: null,
      1: ["10:00", "17:00"],
      2: ["10:00", "17:00"],
      3: ["10:00", "17:00"],
      4: ["10:00", "17:00"],
      5: ["10:00", "17:00"],
      6: ["12:00", "17:00"],
    },
    hours_note: "Hours follow the academic calendar.",
    website: "https://www.mcad.edu",
  },
  {
    key: "nash_gallery",
    name: "Katherine E. Nash Gallery",
    slug: "katherine-e-nash-gallery",
    type: "institution",
    city: "minneapolis",
    summary:
      "University of Minnesota Department of Art gallery in the Regis Center for Art, showing faculty work, MFA thesis shows and themed group exhibitions.",
    address: "405 21st Avenue South",
    address2: "Regis Center for Art",
    postal_code: "55455",
    lat: 44.9712,
    lon: -93.2437,
    hours: {
      0: null,
      1: null,
      2: ["11:00", "17:00"],
      3: ["11:00", "17:00"],
      4: ["11:00", "17:00"],
      5: ["11:00", "17:00"],
      6: ["11:00", "17:00"],
    },
    hours_note: "Closed between exhibitions and during university breaks.",
    website: "https://cla.umn.edu/art/galleries-public-programs/katherine-e-nash-gallery",
    phone: "612-624-7530",
  },
  {
    key: "jxta",
    name: "Juxtaposition Arts",
    nickname: "JXTA",
    slug: "juxtaposition-arts",
    type: "institution",
    city: "minneapolis",
    summary:
      "Youth art and design center at West Broadway and Emerson with a gallery, teen-run design labs and a skateable art plaza.",
    address: "2007 Emerson Avenue North",
    postal_code: "55411",
    lat: 44.9993,
    lon: -93.2946,
    hours_note: "Gallery open during exhibitions and events; check the website before visiting.",
    website: "https://juxtapositionarts.org",
    phone: "612-588-1148",
  },
  {
    key: "bloomington_cfta",
    name: "Bloomington Center for the Arts",
    slug: "bloomington-center-for-the-arts",
    type: "institution",
    city: "bloomington",
    summary:
      "City arts center at the north end of Bloomington Civic Plaza, with the Inez Greenberg and Atrium galleries (programmed by Artistry) and two theaters.",
    address: "1800 West Old Shakopee Road",
    postal_code: "55431",
    lat: 44.8238,
    lon: -93.3036,
    hours: {
      0: ["12:00", "18:00"],
      1: ["08:00", "22:00"],
      2: ["08:00", "22:00"],
      3: ["08:00", "22:00"],
      4: ["08:00", "22:00"],
      5: ["08:00", "22:00"],
      6: ["09:00", "22:00"],
    },
    website: "https://www.bloomingtonmn.gov/arts/bloomington-center-arts",
  },
  {
    key: "edina_art_center",
    name: "Edina Art Center",
    slug: "edina-art-center",
    type: "institution",
    city: "edina",
    summary:
      "City-run art center at the edge of Rosland Park with a gallery of local and regional work, an annual teen show and year-round classes.",
    address: "4701 West 64th Street",
    postal_code: "55435",
    lat: 44.8872,
    lon: -93.342,
    hours: {
      0: null,
      1: ["09:00", "17:00"],
      2: ["09:00", "17:00"],
      3: ["09:00", "17:00"],
      4: ["09:00", "17:00"],
      5: ["09:00", "17:00"],
      6: ["09:00", "13:00"],
    },
    hours_note: "The city has discussed relocating the art center; check before visiting.",
    phone: "952-903-5780",
  },
  {
    key: "hopkins_cfta",
    name: "Hopkins Center for the Arts",
    slug: "hopkins-center-for-the-arts",
    type: "institution",
    city: "hopkins",
    summary:
      "City arts center on Mainstreet with the Redepenning Gallery and two lobby galleries of regional artists, plus a concert and theater stage.",
    address: "1111 Mainstreet",
    postal_code: "55343",
    lat: 44.9244,
    lon: -93.4128,
    hours: {
      0: null,
      1: ["10:00", "18:00"],
      2: ["10:00", "18:00"],
      3: ["10:00", "18:00"],
      4: ["10:00", "18:00"],
      5: ["10:00", "18:00"],
      6: ["10:00", "18:00"],
    },
    hours_note: "Extended hours during evening performances.",
    website: "https://www.hopkinsartscenter.com",
  },
  {
    key: "wbca",
    name: "White Bear Center for the Arts",
    slug: "white-bear-center-for-the-arts",
    type: "institution",
    city: "white_bear_lake",
    summary:
      "Community art center with juried and teaching-artist exhibitions, an outdoor labyrinth and more than a thousand classes a year.",
    address: "4971 Long Avenue",
    postal_code: "55110",
    lat: 45.0905,
    lon: -93.007,
    hours: {
      0: null,
      1: ["10:00", "17:00"],
      2: ["10:00", "17:00"],
      3: ["10:00", "17:00"],
      4: ["10:00", "17:00"],
      5: ["10:00", "17:00"],
      6: ["10:00", "15:00"],
    },
    website: "https://whitebeararts.org",
  },
  {
    // Online-only: no public street address, so the address is "Online" and the
    // coordinates are the Minneapolis city centre. The ZIP is the Walker's.
    key: "mnartists",
    name: "Mn Artists",
    slug: "mn-artists",
    type: "institution",
    city: "minneapolis",
    summary:
      "The Walker Art Center's online publication of Minnesota arts writing, reviews and artist opportunities, founded in 2001 as an artists' network.",
    address: "Online",
    postal_code: "55403",
    lat: 44.9778,
    lon: -93.265,
    website: "https://mnartists.walkerart.org",
    is_online_only: true,
  },

  // ---------------------------------------------------------------------------
  // Galleries
  // ---------------------------------------------------------------------------
  {
    key: "groveland",
    name: "Groveland Gallery",
    slug: "groveland-gallery",
    type: "gallery",
    city: "minneapolis",
    summary:
      "Gallery founded in 1973 for contemporary representational painting, drawing and prints by Upper Midwest artists, in a historic house near Loring Park.",
    address: "25 Groveland Terrace",
    postal_code: "55403",
    lat: 44.9675,
    lon: -93.2858,
    hours: {
      0: null,
      1: null,
      2: ["12:00", "17:00"],
      3: ["12:00", "17:00"],
      4: ["12:00", "17:00"],
      5: ["12:00", "17:00"],
      6: ["12:00", "17:00"],
    },
    website: "https://grovelandgallery.com",
    phone: "612-377-7800",
    is_premium: true,
  },
  {
    key: "weinstein_hammons",
    name: "Weinstein Hammons Gallery",
    slug: "weinstein-hammons-gallery",
    type: "gallery",
    city: "minneapolis",
    summary:
      "Gallery for contemporary photography and art in south Minneapolis, representing artists such as Alec Soth.",
    address: "908 West 46th Street",
    postal_code: "55419",
    lat: 44.9198,
    lon: -93.2922,
    hours: {
      0: null,
      1: null,
      2: ["12:00", "17:00"],
      3: ["12:00", "17:00"],
      4: ["12:00", "17:00"],
      5: ["12:00", "17:00"],
      6: ["12:00", "17:00"],
    },
    website: "https://www.weinsteinhammons.com",
    phone: "612-822-1722",
    is_premium: true,
  },
  {
    key: "bockley",
    name: "Bockley Gallery",
    slug: "bockley-gallery",
    type: "gallery",
    city: "minneapolis",
    summary:
      "Kenwood gallery known for Native and Minnesota artists, including Jim Denomie, Julie Buffalohead and Andrea Carlson.",
    address: "2123 West 21st Street",
    postal_code: "55405",
    lat: 44.9626,
    lon: -93.3083,
    hours: {
      3: ["12:00", "17:00"],
      4: ["12:00", "17:00"],
      5: ["12:00", "17:00"],
      6: ["12:00", "17:00"],
    },
    hours_note: "Also open by appointment.",
    website: "https://bockleygallery.com",
    phone: "612-377-4669",
  },
  {
    key: "gamut",
    name: "Gamut Gallery",
    slug: "gamut-gallery",
    type: "gallery",
    city: "minneapolis",
    summary:
      "Elliot Park gallery with monthly solo and group shows, including an annual open call, often featuring emerging and pop-culture-minded artists.",
    address: "717 South 10th Street",
    postal_code: "55404",
    lat: 44.9703,
    lon: -93.2613,
    hours: {
      4: ["12:00", "18:00"],
      5: ["12:00", "18:00"],
      6: ["12:00", "18:00"],
    },
    website: "https://gamutgallerympls.com",
  },
  {
    key: "hair_nails",
    name: "Hair + Nails",
    slug: "hair-and-nails",
    type: "gallery",
    city: "minneapolis",
    summary:
      "Artist-run contemporary gallery in a south Minneapolis storefront and basement, with a second space in New York.",
    address: "2222 1/2 East 35th Street",
    postal_code: "55407",
    lat: 44.9393,
    lon: -93.241,
    hours: {
      0: ["12:00", "17:00"],
      6: ["12:00", "17:00"],
    },
    hours_note: "Weekend afternoons during exhibitions, or by appointment.",
    website: "https://hairandnailsart.com",
  },
  {
    key: "midway",
    name: "Midway Contemporary Art",
    slug: "midway-contemporary-art",
    type: "gallery",
    city: "minneapolis",
    summary:
      "Nonprofit contemporary art space presenting commissioned exhibitions by national and international artists, with a public art research library.",
    address: "1509 Marshall Street NE",
    postal_code: "55413",
    lat: 45.0031,
    lon: -93.2709,
    hours: {
      2: ["11:00", "17:00"],
      3: ["11:00", "17:00"],
      4: ["11:00", "17:00"],
      5: ["11:00", "17:00"],
      6: ["11:00", "17:00"],
    },
    website: "https://midwayart.org",
  },
  {
    key: "all_my_relations",
    name: "All My Relations Arts",
    slug: "all-my-relations-arts",
    type: "gallery",
    city: "minneapolis",
    summary:
      "Gallery for contemporary Native American art on the American Indian Cultural Corridor of Franklin Avenue.",
    address: "1414 East Franklin Avenue",
    postal_code: "55404",
    lat: 44.9627,
    lon: -93.2545,
    hours: {
      2: ["11:00", "17:00"],
      3: ["11:00", "17:00"],
      4: ["11:00", "17:00"],
      5: ["11:00", "17:00"],
      6: ["11:00", "17:00"],
    },
  },
  {
    key: "vine_arts",
    name: "Vine Arts Center",
    slug: "vine-arts-center",
    type: "gallery",
    city: "minneapolis",
    summary:
      "Member-run nonprofit gallery in the Ivy Arts Building in Seward, showing member shows and visiting exhibitions.",
    address: "2637 27th Avenue South",
    postal_code: "55406",
    lat: 44.9548,
    lon: -93.2332,
    hours: {
      0: ["12:00", "17:00"],
      6: ["12:00", "17:00"],
    },
    hours_note: "Open during exhibitions; check the website for current shows.",
    website: "https://www.vineartscenter.org",
  },
  {
    // Really closed: the Soap Factory paused programming at the end of 2015 and
    // its board dissolved the organization at the end of 2019.
    key: "soap_factory",
    name: "The Soap Factory",
    slug: "soap-factory",
    type: "gallery",
    city: "minneapolis",
    summary:
      "Nonprofit space for experimental contemporary art and the Haunted Basement, in an 1880s riverfront warehouse; closed permanently in 2019.",
    address: "514 Second Street SE",
    postal_code: "55414",
    lat: 44.9846,
    lon: -93.2527,
    hours_note: "Closed permanently.",
    is_closed: true,
  },

  // ---------------------------------------------------------------------------
  // Studio buildings
  // ---------------------------------------------------------------------------
  {
    key: "nkb",
    name: "Northrup King Building",
    nickname: "NKB",
    slug: "northrup-king-building",
    type: "studios",
    city: "minneapolis",
    summary:
      "Former seed-company complex housing more than 300 artists' studios, galleries and creative businesses; the largest studio building in the Northeast Minneapolis Arts District.",
    address: "1500 Jackson Street NE",
    postal_code: "55413",
    lat: 45.0025,
    lon: -93.2495,
    hours_note:
      "Open studios on First Thursdays, 5–9 pm, and during Art-A-Whirl; individual studios by appointment.",
  },
  {
    key: "casket",
    name: "Casket Arts Building",
    slug: "casket-arts-building",
    type: "studios",
    city: "minneapolis",
    summary:
      "An 1887 casket factory converted in 2006 to studios for more than 100 painters, jewelers, ceramicists, photographers and other artists.",
    address: "681 17th Avenue NE",
    postal_code: "55413",
    lat: 45.0058,
    lon: -93.2518,
    hours_note:
      "Open during scheduled open-studio Saturdays, Art-A-Whirl, Open Casket in November and a December holiday market.",
  },
  {
    key: "california",
    name: "California Building",
    slug: "california-building",
    type: "studios",
    city: "minneapolis",
    summary:
      "Former grain mill converted in 1991 into one of Northeast Minneapolis's first studio buildings, now home to about 80 artists.",
    address: "2205 California Street NE",
    postal_code: "55418",
    lat: 45.012,
    lon: -93.269,
    hours_note:
      "Open studios most Second Saturdays, 11 am–4 pm, plus Art-A-Whirl and the November California Dreamin' weekend.",
  },
  {
    key: "thorp",
    name: "Thorp Building",
    slug: "thorp-building",
    type: "studios",
    city: "minneapolis",
    summary:
      "A 1902 fire-door factory on Central Avenue with artist studios, galleries and creative businesses; the birthplace of Art-A-Whirl.",
    address: "1618 Central Avenue NE",
    postal_code: "55413",
    lat: 45.0047,
    lon: -93.2473,
    hours_note: "Open during First Thursdays and Art-A-Whirl; individual studios by appointment.",
  },
  {
    key: "qarma",
    name: "Q.arma Building",
    slug: "qarma-building",
    type: "studios",
    city: "minneapolis",
    summary:
      "Brick warehouse on Quincy Street with artist studios and small galleries in the heart of the arts district.",
    address: "1224 Quincy Street NE",
    postal_code: "55413",
    lat: 44.9995,
    lon: -93.2515,
    hours_note: "Open during Art-A-Whirl and district art crawls; studios by appointment.",
  },
  {
    key: "grain_belt",
    name: "Grain Belt Studios",
    slug: "grain-belt-studios",
    type: "studios",
    city: "minneapolis",
    summary:
      "Artist studios in the historic Grain Belt brewery complex near the Mississippi in Northeast Minneapolis.",
    address: "77 13th Avenue NE",
    postal_code: "55413",
    lat: 44.9999,
    lon: -93.2722,
    hours_note: "Open during Art-A-Whirl and occasional open-studio events.",
  },
  {
    key: "traffic_zone",
    name: "Traffic Zone Center for Visual Art",
    slug: "traffic-zone-center-for-visual-art",
    type: "studios",
    city: "minneapolis",
    summary:
      "Artist-owned cooperative of 23 studios for mid-career artists in an 1886 limestone warehouse in the North Loop.",
    address: "250 Third Avenue North",
    postal_code: "55401",
    lat: 44.9834,
    lon: -93.2744,
    hours_note: "Studios open during the annual spring open house and by appointment.",
    website: "https://www.trafficzoneart.com",
  },

  // ---------------------------------------------------------------------------
  // Businesses that show art
  // ---------------------------------------------------------------------------
  {
    key: "wet_paint",
    name: "Wet Paint Artists' Materials & Framing",
    nickname: "Wet Paint",
    slug: "wet-paint",
    type: "business",
    city: "st_paul",
    summary:
      "Independent art-supply store and frame shop on Grand Avenue since 1976, with window displays and occasional customer exhibitions such as its summer mail-art show.",
    address: "1684 Grand Avenue",
    postal_code: "55105",
    lat: 44.9399,
    lon: -93.1703,
    hours: {
      0: ["12:00", "17:00"],
      1: ["10:00", "20:00"],
      2: ["10:00", "20:00"],
      3: ["10:00", "20:00"],
      4: ["10:00", "20:00"],
      5: ["10:00", "20:00"],
      6: ["10:00", "18:00"],
    },
    website: "https://www.wetpaintart.com",
  },
  {
    key: "birchbark",
    name: "Birchbark Books & Native Arts",
    slug: "birchbark-books",
    type: "business",
    city: "minneapolis",
    summary:
      "Louise Erdrich's independent bookstore in Kenwood, selling Native literature alongside quillwork, beadwork, baskets and other work by Native artists.",
    address: "2115 West 21st Street",
    postal_code: "55405",
    lat: 44.9626,
    lon: -93.308,
    hours: {
      0: ["12:00", "17:00"],
      1: ["10:00", "18:00"],
      2: ["10:00", "18:00"],
      3: ["10:00", "18:00"],
      4: ["10:00", "18:00"],
      5: ["10:00", "18:00"],
      6: ["10:00", "18:00"],
    },
    website: "https://birchbarkbooks.com",
  },
  {
    key: "grand_hand",
    name: "The Grand Hand Gallery",
    slug: "grand-hand-gallery",
    type: "business",
    city: "st_paul",
    summary:
      "Fine-craft shop at Grand and Dale with rotating shows of clay, glass, wood, fiber and jewelry by American makers.",
    address: "619 Grand Avenue",
    postal_code: "55102",
    lat: 44.94,
    lon: -93.1265,
    hours: {
      0: ["12:00", "17:00"],
      1: null,
      2: ["10:00", "18:00"],
      3: ["10:00", "18:00"],
      4: ["10:00", "18:00"],
      5: ["10:00", "18:00"],
      6: ["10:00", "18:00"],
    },
    phone: "651-312-1122",
  },

  // ---------------------------------------------------------------------------
  // Public art places
  // ---------------------------------------------------------------------------
  {
    key: "sculpture_garden",
    name: "Minneapolis Sculpture Garden",
    slug: "minneapolis-sculpture-garden",
    type: "public",
    city: "minneapolis",
    summary:
      "Public park beside the Walker with about 40 works from its collection, including Oldenburg and van Bruggen's Spoonbridge and Cherry.",
    address: "725 Vineland Place",
    postal_code: "55403",
    lat: 44.9697,
    lon: -93.2893,
    hours_note: "Open daily, 6 am to midnight; free.",
    website: "https://walkerart.org",
  },
  {
    key: "franconia",
    name: "Franconia Sculpture Park",
    slug: "franconia-sculpture-park",
    type: "public",
    city: "shafer",
    summary:
      "Free 43-acre sculpture park and artist residency in the St. Croix Valley with more than 100 large-scale works.",
    address: "29836 St. Croix Trail",
    postal_code: "55074",
    lat: 45.3815,
    lon: -92.7052,
    hours_note: "Open daily, dawn to dusk; free.",
    website: "https://www.franconia.org",
    phone: "651-257-6668",
  },
  {
    key: "caponi",
    name: "Caponi Art Park",
    slug: "caponi-art-park",
    type: "public",
    city: "eagan",
    summary:
      "Sixty wooded acres of trails with sculpture by founder Anthony Caponi and others, and an outdoor amphitheater for summer performances.",
    address: "1220 Diffley Road",
    postal_code: "55123",
    lat: 44.8015,
    lon: -93.157,
    hours_note:
      "Trails open Tuesday–Sunday from May through October, 9 am into the evening; closed Mondays.",
    website: "https://caponiartpark.org",
  },
  {
    key: "western_sculpture_park",
    name: "Western Sculpture Park",
    slug: "western-sculpture-park",
    type: "public",
    city: "st_paul",
    summary:
      "Neighborhood park west of the State Capitol with a rotating sculpture collection curated by Public Art Saint Paul, including Mark di Suvero's Grace à Toi.",
    // Park has no single street number; it sits on Marion Street between
    // University Avenue and I-94.
    address: "Marion Street at Fuller Avenue",
    postal_code: "55103",
    lat: 44.954,
    lon: -93.1104,
    hours_note: "Open daily during daylight hours; free.",
  },

  // ---------------------------------------------------------------------------
  // Pop-ups and festivals
  // ---------------------------------------------------------------------------
  {
    key: "art_a_whirl",
    name: "Art-A-Whirl",
    slug: "art-a-whirl",
    type: "popup",
    city: "minneapolis",
    summary:
      "Annual open-studio weekend when more than a thousand artists open their doors in studio buildings, galleries and breweries across Northeast Minneapolis.",
    address: "1500 Jackson Street NE",
    address2: "Northrup King Building and sites across the arts district",
    postal_code: "55413",
    lat: 45.0025,
    lon: -93.2495,
    hours_note:
      "Third weekend in May: Friday 5–10 pm, Saturday noon–8 pm, Sunday noon–5 pm. Organized by the Northeast Minneapolis Arts Association.",
    website: "https://nemaa.org",
    multiple_locations_label: "Northeast Minneapolis, many studios",
  },
  {
    key: "art_shanty",
    name: "Art Shanty Projects",
    slug: "art-shanty-projects",
    type: "popup",
    city: "minneapolis",
    summary:
      "Four-weekend winter festival of artist-built ice shanties, interactive installations and performances on a frozen lake.",
    address: "4135 West Lake Harriet Parkway",
    address2: "On the ice of Bde Unma / Lake Harriet",
    postal_code: "55409",
    lat: 44.9224,
    lon: -93.3055,
    hours_note:
      "Weekends from mid-January to early February, 10 am–4 pm, ice permitting; the lake can change from year to year.",
    website: "https://artshantyprojects.org",
  },
];
