import Supercluster from "supercluster";
import { describe, expect, it } from "vitest";
import {
  CLUSTER_MAX_ZOOM,
  CLUSTER_OPTIONS,
  clusterDiameter,
  clusterLabel,
  clusterSvg,
  expansionZoom,
  venuePoints,
} from "./map-clusters.ts";

const mia = { geo: { lat: 44.9586, lon: -93.2742 } };
const mcad = { geo: { lat: 44.9572, lon: -93.2735 } };
const walker = { geo: { lat: 44.9681, lon: -93.2886 } };
const stPaul = { geo: { lat: 44.947, lon: -93.091 } };
const nowhere = { geo: null };

describe("venuePoints", () => {
  it("makes a GeoJSON point, longitude first, for each venue with a position", () => {
    const points = venuePoints([mia, nowhere, walker]);
    expect(points).toHaveLength(2);
    expect(points[0]).toEqual({
      type: "Feature",
      geometry: { type: "Point", coordinates: [-93.2742, 44.9586] },
      properties: { index: 0 },
    });
    // The index is the venue's place in the list given, gaps and all.
    expect(points[1]!.properties.index).toBe(2);
  });

  it("leaves out positions that are not numbers", () => {
    expect(venuePoints([{ geo: { lat: Number.NaN, lon: 1 } }])).toEqual([]);
  });
});

describe("clustering the points", () => {
  const index = new Supercluster<{ index: number }>(CLUSTER_OPTIONS);
  index.load(venuePoints([mia, mcad, walker, stPaul]));
  const world: [number, number, number, number] = [-180, -85, 180, 85];

  it("gathers Minneapolis's venues into one cluster at the city's zoom, with a count", () => {
    const at11 = index.getClusters(world, 11);
    const clusters = at11.filter((f) => f.properties && "cluster" in f.properties);
    expect(clusters).toHaveLength(1);
    expect(clusters[0]!.properties).toMatchObject({ point_count: 3 });
    // St. Paul stands alone.
    expect(at11).toHaveLength(2);
  });

  it("opens the cluster a zoom at which it splits, and every venue is alone past the last", () => {
    const [cluster] = index
      .getClusters(world, 11)
      .filter((f) => f.properties && "cluster" in f.properties);
    const id = (cluster!.properties as { cluster_id: number }).cluster_id;
    const zoom = index.getClusterExpansionZoom(id);
    expect(zoom).toBeGreaterThan(11);
    expect(index.getClusters(world, zoom).length).toBeGreaterThan(2);
    expect(index.getClusters(world, CLUSTER_MAX_ZOOM + 1)).toHaveLength(4);
  });
});

describe("cluster markers", () => {
  it("show the count in a disc that grows with it", () => {
    expect(clusterSvg(7, "#111111")).toContain(">7</text>");
    expect(clusterSvg(1234, "#111111")).toContain(">999+</text>");
    expect(clusterDiameter(3)).toBeLessThan(clusterDiameter(30));
    expect(clusterDiameter(30)).toBeLessThan(clusterDiameter(300));
    expect(clusterDiameter(2)).toBeGreaterThanOrEqual(24);
  });

  it("never put a colour it cannot trust in the markup", () => {
    expect(clusterSvg(3, '"><script>')).not.toContain("<script>");
  });

  it("say what they are and what to do", () => {
    expect(clusterLabel(12)).toBe("12 venues here; zoom in to see them");
  });
});

describe("expansionZoom", () => {
  it("goes at least one step in and never past the map's last zoom", () => {
    expect(expansionZoom(14, 11, 19)).toBe(14);
    expect(expansionZoom(11, 11, 19)).toBe(12);
    expect(expansionZoom(22, 18, 19)).toBe(19);
  });
});
