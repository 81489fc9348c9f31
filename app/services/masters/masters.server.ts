import { asc, eq } from "drizzle-orm";
import { cities, countries, states } from "../../../db/schema";
import type { AppContext } from "../../utils/context.server";

export type Option = { id: number; label: string };

export async function listCountries(ctx: AppContext): Promise<Option[]> {
  return ctx.db.select({ id: countries.id, label: countries.name }).from(countries).orderBy(asc(countries.name)).all();
}

export async function listStates(ctx: AppContext, countryId: number): Promise<Option[]> {
  return ctx.db.select({ id: states.id, label: states.name }).from(states).where(eq(states.countryId, countryId)).orderBy(asc(states.name)).all();
}

export async function listCities(ctx: AppContext, stateId: number): Promise<Option[]> {
  return ctx.db.select({ id: cities.id, label: cities.name }).from(cities).where(eq(cities.stateId, stateId)).orderBy(asc(cities.name)).all();
}
