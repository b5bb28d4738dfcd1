import type {
  Feature,
  FeatureCollection,
  MultiLineString,
  MultiPolygon,
  Point,
  Polygon,
  Position,
} from 'geojson';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';

export type CountryProps = { name: string; tint: number };

/** What the embedded base map draws: land by country, borders, coastlines, label points. */
export type WorldShapes = {
  countries: FeatureCollection<Polygon | MultiPolygon, CountryProps>;
  borders: Feature<MultiLineString>;
  coastlines: Feature<MultiLineString>;
  labels: FeatureCollection<Point, { name: string; area: number }>;
};

/** The same layers as data: URLs of their GeoJSON, which MapLibre's worker fetches and parses. */
export type WorldData = Record<keyof WorldShapes, string>;

export type Objects = { countries: GeometryCollection<{ name: string }> };

/** Area (square degrees) and centroid of one ring, by the shoelace formula. */
function ringCentroid(ring: Position[]): { area: number; x: number; y: number } {
  let area = 0;
  let x = 0;
  let y = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [x0, y0] = ring[j] as [number, number];
    const [x1, y1] = ring[i] as [number, number];
    const cross = x0 * y1 - x1 * y0;
    area += cross;
    x += (x0 + x1) * cross;
    y += (y0 + y1) * cross;
  }
  area /= 2;
  return area === 0
    ? { area: 0, x: ring[0]![0]!, y: ring[0]![1]! }
    : { area, x: x / (6 * area), y: y / (6 * area) };
}

/** Where a country's name goes: the centre of its largest piece (mainland France, not Réunion). */
function labelPoint(geometry: Polygon | MultiPolygon): { position: Position; area: number } {
  const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
  let best = { area: 0, position: [0, 0] as Position };
  let total = 0;
  for (const polygon of polygons) {
    const { area, x, y } = ringCentroid(polygon[0]!);
    total += Math.abs(area);
    if (Math.abs(area) > best.area) best = { area: Math.abs(area), position: [x, y] };
  }
  return { position: best.position, area: total };
}

/** A stable colour slot per country for the streets-like style's political tints. */
function tintOf(name: string): number {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return hash % 5;
}

/** Turns the TopoJSON into the GeoJSON layers the offline styles draw. */
export function worldFromTopology(topology: Topology<Objects>): WorldShapes {
  const shapes = feature(topology, topology.objects.countries) as FeatureCollection<
    Polygon | MultiPolygon,
    { name: string }
  >;
  const countries: WorldShapes['countries'] = {
    type: 'FeatureCollection',
    features: shapes.features
      .filter((f) => f.geometry)
      .map((f) => ({
        ...f,
        properties: { name: f.properties.name, tint: tintOf(f.properties.name) },
      })),
  };
  const labels: WorldShapes['labels'] = {
    type: 'FeatureCollection',
    features: countries.features
      .filter((f) => f.properties.name !== 'Antarctica')
      .map((f) => {
        const { position, area } = labelPoint(f.geometry);
        return {
          type: 'Feature',
          geometry: { type: 'Point', coordinates: position },
          properties: { name: f.properties.name, area },
        };
      }),
  };
  return {
    countries,
    // Shared arcs are borders between two countries; arcs used once are coastlines.
    borders: {
      type: 'Feature',
      properties: {},
      geometry: mesh(topology, topology.objects.countries, (a, b) => a !== b),
    },
    coastlines: {
      type: 'Feature',
      properties: {},
      geometry: mesh(topology, topology.objects.countries, (a, b) => a === b),
    },
    labels,
  };
}
