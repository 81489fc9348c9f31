/** A file's text imported whole at build time (vite's `?raw`): the shared real data, read from ../shared/data, never copied. */
declare module "*?raw" {
  const text: string;
  export default text;
}
