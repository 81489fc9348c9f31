import { beforeAll } from "vitest";
import { freshStorage } from "./part";

// Every test file starts from an empty D1/R2 with the real migrations applied (see freshStorage);
// each part of a group file starts so again (part.ts).
beforeAll(freshStorage);
