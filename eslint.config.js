import tseslint from "typescript-eslint";
import regexp from "eslint-plugin-regexp";

export default tseslint.config(
  { ignores: ["build/", "public/build/", "node_modules/", ".wrangler/", "**/.wrangler/", "test-results/", "db/migrations/"] },
  ...tseslint.configs.recommended,
  {
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/no-non-null-assertion": "off",
    },
  },
  {
    // Every reader of text runs in time linear in its input (issue 32 item 1): no regular expression
    // that can backtrack super-linearly, checked by eslint-plugin-regexp rather than by eye.
    files: ["search-index/**/*.ts", "app/**/*.ts", "app/**/*.tsx", "workers/**/*.ts"],
    ignores: ["**/*.test.ts", "**/*.test.tsx"],
    plugins: { regexp },
    rules: {
      "regexp/no-super-linear-backtracking": "error",
      "regexp/no-super-linear-move": "error",
    },
  },
);
