import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["build/", "public/build/", "node_modules/", ".wrangler/", "**/.wrangler/", "test-results/", "db/migrations/"] },
  ...tseslint.configs.recommended,
  {
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/no-non-null-assertion": "off",
    },
  },
);
