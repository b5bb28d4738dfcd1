/** edmonds-blossom ships no types. Edges are [u, v, weight]; the answer is each vertex's mate or -1. */
declare module 'edmonds-blossom' {
  export default function blossom(edges: number[][], maxCardinality?: boolean): number[];
}
