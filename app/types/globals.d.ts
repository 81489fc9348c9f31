/** The classic Remix compiler turns a CSS import into its public URL. */
declare module "*.css" {
  const href: string;
  export default href;
}
