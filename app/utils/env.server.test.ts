import { expect, test } from "vitest";
import { DEFAULT_ABOUT_US_URL, DEFAULT_APP_STORE_URL, readConfig, type Env } from "./env.server";

const env = (vars: Partial<Env>) => ({ ...vars }) as Env;

test("the footer's About Us and app store links are settings with defaults (issue 22 item 8)", () => {
  expect(readConfig(env({}))).toMatchObject({ aboutUsUrl: DEFAULT_ABOUT_US_URL, appStoreUrl: DEFAULT_APP_STORE_URL });
  const set = readConfig(env({ ABOUT_US_URL: "https://publisher.example.in/about-us", APP_STORE_URL: "https://apps.apple.com/in/app/x/id1" }));
  expect(set).toMatchObject({ aboutUsUrl: "https://publisher.example.in/about-us", appStoreUrl: "https://apps.apple.com/in/app/x/id1" });
  // Empty leaves the link out; anything but an http(s) address fails at start, naming the variable.
  expect(readConfig(env({ ABOUT_US_URL: "", APP_STORE_URL: "" }))).toMatchObject({ aboutUsUrl: "", appStoreUrl: "" });
  expect(() => readConfig(env({ ABOUT_US_URL: "javascript:alert(1)" }))).toThrow(/aboutUsUrl/);
  expect(() => readConfig(env({ APP_STORE_URL: "not a url" }))).toThrow(/appStoreUrl/);
});
