/** Classic Remix compiler targeting Cloudflare Workers (see ../shared/design/stack-notes.md). */
/** @type {import('@remix-run/dev').AppConfig} */
export default {
  ignoredRouteFiles: ["**/.*", "**/*.test.*", "**/*.server.*"],
  server: "./workers/web.ts",
  serverBuildPath: "build/index.js",
  assetsBuildDirectory: "public/build",
  publicPath: "/build/",
  serverConditions: ["workerd", "worker", "browser"],
  // Everything, except pdf.js's serverless build (1.6 MB, the citation check's PDFs, decision 084):
  // wrangler bundles it when it deploys or serves the Worker; left apart here it is a module of
  // its own for the integration tests' runner, whose messages carry one module each.
  serverDependenciesToBundle: [/^(?!unpdf\/pdfjs$)/],
  serverMainFields: ["browser", "module", "main"],
  serverMinify: false,
  serverModuleFormat: "esm",
  serverPlatform: "neutral",
  browserNodeBuiltinsPolyfill: { modules: {} },
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_lazyRouteDiscovery: true,
    v3_singleFetch: true,
  },
};
