// The venue map's pins as the page sends them. Every venue of a city-sized
// calendar (2,000) as objects in the loader data came to 700 KB of the
// page; packed as rows of values in one JSON string, with each city named
// once, they are a quarter of that. The page unpacks them (on the server
// for its markup, in the browser for the map) into the venues it draws. A
// pin's id is its venue's slug (unique too): the map keys its markers by it,
// and a uuid per venue was a third of the bytes.

export interface PinVenue {
  id: string;
  name: string;
  nickname: string | null;
  slug: string;
  type: string;
  is_premium: boolean;
  geo: { lat: number; lon: number } | null;
  address: string | null;
  city: { name: string; slug?: string } | null;
}

/** name, nickname, slug, type, premium (1/0), lat, lon, address, city (index into `cities`, or -1). */
type PinRow = [
  string,
  string | null,
  string,
  string,
  0 | 1,
  number | null,
  number | null,
  string | null,
  number,
];

export interface PackedPins {
  cities: { name: string; slug?: string }[];
  /** JSON text of the rows. */
  rows: string;
}

export function packPins(venues: readonly PinVenue[]): PackedPins {
  const cities: PackedPins["cities"] = [];
  const cityIndex = new Map<string, number>();
  const rows: PinRow[] = venues.map((v) => {
    let city = -1;
    if (v.city) {
      const key = `${v.city.slug ?? ""}\u0000${v.city.name}`;
      city = cityIndex.get(key) ?? cities.push(v.city) - 1;
      cityIndex.set(key, city);
    }
    return [
      v.name,
      v.nickname,
      v.slug,
      v.type,
      v.is_premium ? 1 : 0,
      v.geo?.lat ?? null,
      v.geo?.lon ?? null,
      v.address,
      city,
    ];
  });
  return { cities, rows: JSON.stringify(rows) };
}

export function unpackPins(packed: PackedPins): PinVenue[] {
  const rows = JSON.parse(packed.rows) as PinRow[];
  return rows.map(([name, nickname, slug, type, premium, lat, lon, address, city]) => ({
    id: slug,
    name,
    nickname,
    slug,
    type,
    is_premium: premium === 1,
    geo: lat === null || lon === null ? null : { lat, lon },
    address,
    city: packed.cities[city] ?? null,
  }));
}
