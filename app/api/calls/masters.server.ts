/** Master data of subscriber §7: countries, states, cities (registration) and the other-citation journals. */
import { z } from "zod";
import { listCities, listCountries, listStates } from "../../services/masters/masters.server";
import { searchJournals } from "../../services/search/search.server";
import { defineCall } from "../define";
import { list, listOf } from "../envelope.server";

const OptionSchema = z.object({ id: z.number().int(), label: z.string() }).meta({ id: "MasterOption" });
const IdParam = (name: string) => z.coerce.number({ error: `${name} must be a number.` }).int(`${name} must be a whole number.`).positive(`${name} must be a number.`).max(1_000_000_000);
const CACHE = { headers: { "Cache-Control": "public, max-age=3600" } };

export const getCountryMasterData = defineCall({
  method: "GET",
  path: "/master/getCountryMasterData",
  tag: "Master data",
  summary: "Countries (registration is for India, id 101)",
  auth: ["none"],
  response: listOf(OptionSchema),
  handle: async ({ ctx }) => {
    const items = await listCountries(ctx);
    return list(items, 1, {}, CACHE);
  },
});

export const getStateMasterData = defineCall({
  method: "GET",
  path: "/master/getStateMasterData/{countryId}",
  tag: "Master data",
  summary: "The states of a country (101 on registration)",
  auth: ["none"],
  params: z.object({ countryId: IdParam("countryId") }),
  response: listOf(OptionSchema),
  handle: async ({ ctx, params }) => list(await listStates(ctx, params.countryId), 1, {}, CACHE),
});

export const getCityMasterData = defineCall({
  method: "GET",
  path: "/master/getCityMasterData/{stateId}",
  tag: "Master data",
  summary: "The cities of a state",
  auth: ["none"],
  params: z.object({ stateId: IdParam("stateId") }),
  response: listOf(OptionSchema),
  handle: async ({ ctx, params }) => list(await listCities(ctx, params.stateId), 1, {}, CACHE),
});

const JournalSchema = z
  .object({ id: z.number().int(), label: z.string(), volumeDisabled: z.boolean(), volumeRequiredYears: z.array(z.number().int()), yearRequired: z.boolean() })
  .meta({ id: "OtherCitationJournal" });

export const getOtherCitationJournals = defineCall({
  method: "GET",
  path: "/master/getOtherCitationJournals",
  tag: "Master data",
  summary: "The other journals of the citation search (neither the reporter's own nor neutral), with their rules",
  auth: ["none"],
  response: listOf(JournalSchema),
  handle: async ({ ctx }) => {
    const items = (await searchJournals(ctx))
      .filter((j) => !j.isOwnReporter && !j.isNeutral)
      .map((j) => ({ id: j.id, label: j.name, volumeDisabled: j.volumeDisabled, volumeRequiredYears: j.volumeRequiredYears, yearRequired: j.yearRequired }));
    return list(items, 1, {}, CACHE);
  },
});
