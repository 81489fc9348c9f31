/**
 * The case migrations (decision 126): db/migrations as a case shard gets them — every statement
 * kept byte for byte except the foreign keys that cross between a case's own tables and the
 * catalogue's (db/case-tables.ts), which are cut out. A shard's copy of a catalogue table (users,
 * courts, journals…) is not the catalogue, so a key to it would refuse a case naming a court or a
 * staff member the copy lacks; a key between two of a case's own tables (case_acts → cases) stays.
 *
 * A linear scan, SQL-aware: strings, quoted names and comments are skipped as wholes (a statute's
 * text saying "references" is never a key), statements split at `;` outside them. Handled: the
 * column constraint `REFERENCES t(c) [ON DELETE …] [MATCH …] [[NOT] DEFERRABLE …]` in CREATE TABLE and
 * ALTER TABLE … ADD [COLUMN], the table constraint `[CONSTRAINT n] FOREIGN KEY (…) REFERENCES t(…) …`,
 * and a table rebuilt under a temporary name (`CREATE TABLE x_new …; ALTER TABLE x_new RENAME TO x`):
 * the temporary name takes the side of the name it is renamed to, across all the migrations.
 * The rows of the tables no shard reads (`ROWS_NOT_IN_SHARDS`: the statutes library) are left out:
 * their INSERT, REPLACE, UPDATE and DELETE statements are cut whole (a migration left with no
 * statement becomes `SELECT 1;`, so its number is still applied and recorded).
 */
import { crossShardLink, ROWS_NOT_IN_SHARDS, tableSide, type TableSide } from "../../db/case-tables";

type Token = { kind: "word" | "name" | "string" | "punct" | "number"; start: number; end: number; text: string };

export class CaseMigrationError extends Error {}

const isSpace = (c: number) => c === 32 || c === 9 || c === 10 || c === 13 || c === 12;
const isWordChar = (c: number) => (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95 || c === 36 || c >= 128;

/** The tokens of one SQL text, whitespace and comments left out; each knows its span. Linear. */
function* tokens(sql: string): Generator<Token> {
  const n = sql.length;
  let i = 0;
  while (i < n) {
    const c = sql.charCodeAt(i);
    if (isSpace(c)) {
      i++;
      continue;
    }
    // -- comment to the end of the line (drizzle's `--> statement-breakpoint` too).
    if (c === 45 && sql.charCodeAt(i + 1) === 45) {
      const eol = sql.indexOf("\n", i);
      i = eol < 0 ? n : eol + 1;
      continue;
    }
    if (c === 47 && sql.charCodeAt(i + 1) === 42) {
      const close = sql.indexOf("*/", i + 2);
      i = close < 0 ? n : close + 2;
      continue;
    }
    // 'string', "name", `name`, [name]: a doubled closing quote is the quote itself.
    if (c === 39 || c === 34 || c === 96 || c === 91) {
      const closer = c === 91 ? "]" : sql[i];
      let j = i + 1;
      for (;;) {
        const k = sql.indexOf(closer, j);
        if (k < 0) throw new CaseMigrationError(`unclosed ${closer} from offset ${i}`);
        if (c !== 91 && sql[k + 1] === closer) {
          j = k + 2;
          continue;
        }
        j = k + 1;
        break;
      }
      const inner = sql.slice(i + 1, j - 1);
      yield { kind: c === 39 ? "string" : "name", start: i, end: j, text: c === 91 ? inner : inner.split(closer + closer).join(closer) };
      i = j;
      continue;
    }
    if (isWordChar(c)) {
      let j = i + 1;
      while (j < n && isWordChar(sql.charCodeAt(j))) j++;
      const text = sql.slice(i, j);
      yield { kind: c >= 48 && c <= 57 ? "number" : "word", start: i, end: j, text };
      i = j;
      continue;
    }
    yield { kind: "punct", start: i, end: i + 1, text: sql[i] };
    i++;
  }
}

/**
 * The CREATE and ALTER statements of a SQL text as token lists (the `;` not included); the others
 * (a statute library's INSERTs run to megabytes) are scanned past without keeping their tokens.
 */
function statements(sql: string): Token[][] {
  const out: Token[][] = [];
  let current: Token[] = [];
  let keep = true;
  for (const t of tokens(sql)) {
    if (t.kind === "punct" && t.text === ";") {
      if (current.length) out.push(current);
      current = [];
      keep = true;
    } else if (current.length === 0 && keep) {
      keep = kw(t, "CREATE", "ALTER");
      if (keep) current.push(t);
    } else if (keep) current.push(t);
  }
  if (current.length) out.push(current);
  return out;
}

/**
 * The data statements (INSERT, REPLACE, UPDATE, DELETE) of a SQL text: the table each writes and the
 * statement's span, its `;` included. Only the first tokens of a statement are kept. Linear.
 */
function dataStatements(sql: string): { table: string | undefined; start: number; end: number }[] {
  const out: { table: string | undefined; start: number; end: number }[] = [];
  let head: Token[] = [];
  for (const t of tokens(sql)) {
    if (t.kind === "punct" && t.text === ";") {
      if (head.length && kw(head[0], "INSERT", "REPLACE", "UPDATE", "DELETE")) out.push({ table: dataTarget(head), start: head[0].start, end: t.end });
      head = [];
    } else if (head.length < 8) head.push(t);
  }
  return out;
}

/** The table a data statement writes: INSERT [OR x] INTO t, REPLACE INTO t, UPDATE [OR x] t, DELETE FROM t. */
function dataTarget(s: Token[]): string | undefined {
  let i = 1;
  if (kw(s[0], "INSERT", "UPDATE") && kw(s[1], "OR")) i = 3;
  if (kw(s[i], "INTO", "FROM")) i++;
  return qualifiedName(s, i).name;
}

const kw = (t: Token | undefined, ...words: string[]) => t !== undefined && t.kind === "word" && words.includes(t.text.toUpperCase());
const nameOf = (t: Token | undefined) => (t && (t.kind === "word" || t.kind === "name") ? t.text.toLowerCase() : undefined);

/** `ALTER TABLE a RENAME TO b` across all the migrations: a → b (so a rebuild's `x_new` is an `x`). */
export function renamesOf(sqls: string[]): Map<string, string> {
  const renames = new Map<string, string>();
  for (const sql of sqls) {
    for (const s of statements(sql)) {
      if (!kw(s[0], "ALTER") || !kw(s[1], "TABLE")) continue;
      const { name, next } = qualifiedName(s, 2);
      if (kw(s[next], "RENAME") && kw(s[next + 1], "TO")) {
        const to = nameOf(s[next + 2]);
        if (name && to) renames.set(name, to);
      }
    }
  }
  return renames;
}

/** A possibly schema-qualified name at s[i]: its last part and the index after it. */
function qualifiedName(s: Token[], i: number): { name: string | undefined; next: number } {
  if (s[i + 1]?.text === "." && s[i + 1].kind === "punct") return { name: nameOf(s[i + 2]), next: i + 3 };
  return { name: nameOf(s[i]), next: i + 1 };
}

/** The index after the paren group opening at s[i] (s[i] is "("). */
function afterParens(s: Token[], i: number): number {
  let depth = 0;
  for (let j = i; j < s.length; j++) {
    if (s[j].kind !== "punct") continue;
    if (s[j].text === "(") depth++;
    else if (s[j].text === ")" && --depth === 0) return j + 1;
  }
  throw new CaseMigrationError("unbalanced parentheses");
}

/** The index after the foreign-key clause whose REFERENCES is at s[i], within s[..end). */
function afterForeignKeyClause(s: Token[], i: number, end: number): { target: string; next: number } {
  const { name: target, next: afterName } = qualifiedName(s, i + 1);
  if (!target) throw new CaseMigrationError("REFERENCES without a table");
  let j = afterName;
  if (j < end && s[j].text === "(" && s[j].kind === "punct") j = afterParens(s, j);
  for (;;) {
    if (kw(s[j], "ON") && kw(s[j + 1], "DELETE", "UPDATE")) {
      if (kw(s[j + 2], "SET") || kw(s[j + 2], "NO")) j += 4;
      else j += 3;
    } else if (kw(s[j], "MATCH")) j += 2;
    else if (kw(s[j], "NOT") && kw(s[j + 1], "DEFERRABLE")) j += 2;
    else if (kw(s[j], "DEFERRABLE")) j += 1;
    else if (kw(s[j], "INITIALLY")) j += 2;
    else break;
  }
  return { target, next: Math.min(j, end) };
}

type Cut = { start: number; end: number };

/**
 * The spans to cut from one column definition or table constraint (tokens s[from..to)) of table
 * `owner`: each foreign key to a table on the other side. `prevComma` is the comma before the
 * element (cut with a whole table constraint), or -1 for the first element.
 */
function cutsInElement(s: Token[], from: number, to: number, owner: string, sideOf: (t: string) => TableSide, prevCommaEnd: number, nextComma: Token | undefined): Cut[] {
  const ownerSide = sideOf(owner);
  const cuts: Cut[] = [];
  // A table constraint: [CONSTRAINT n] FOREIGN KEY (cols) REFERENCES …
  const head = kw(s[from], "CONSTRAINT") ? from + 2 : from;
  if (kw(s[head], "FOREIGN") && kw(s[head + 1], "KEY")) {
    const refs = afterParens(s, head + 2);
    if (!kw(s[refs], "REFERENCES")) throw new CaseMigrationError(`${owner}: FOREIGN KEY without REFERENCES`);
    const { target } = afterForeignKeyClause(s, refs, to);
    if (sideOf(target) !== ownerSide || crossShardLink(owner, nameOf(s[head + 3]))) {
      // The whole element, with the comma before it (or after it, for a first element).
      if (prevCommaEnd >= 0) cuts.push({ start: prevCommaEnd - 1, end: s[to - 1].end });
      else if (nextComma) cuts.push({ start: s[from].start, end: nextComma.end });
      else throw new CaseMigrationError(`${owner}: a table whose only element is a foreign key`);
    }
    return cuts;
  }
  // A column definition: any REFERENCES constraint in it (with its CONSTRAINT name, if given).
  for (let j = from; j < to; j++) {
    if (s[j].kind === "punct" && s[j].text === "(") {
      j = afterParens(s, j) - 1;
      continue;
    }
    if (!kw(s[j], "REFERENCES")) continue;
    const { target, next } = afterForeignKeyClause(s, j, to);
    if (sideOf(target) !== ownerSide || crossShardLink(owner, nameOf(s[from]))) {
      const begin = j - 2 >= from && kw(s[j - 2], "CONSTRAINT") ? j - 2 : j;
      // From the end of the token before it (its leading whitespace goes too) to the clause's end.
      cuts.push({ start: s[begin - 1].end, end: s[next - 1].end });
    }
    j = next - 1;
  }
  return cuts;
}

/** The case-shard version of one migration: the same text without the foreign keys that cross sides. */
export function caseMigration(sql: string, renames: Map<string, string> = new Map()): string {
  const sideOf = (table: string): TableSide => {
    const side = tableSide(renames.get(table) ?? table);
    if (!side) throw new CaseMigrationError(`table ${table} is neither a case's own nor the catalogue's: add it to db/case-tables.ts`);
    return side;
  };
  const cuts: Cut[] = [];
  for (const s of statements(sql)) {
    if (kw(s[0], "CREATE")) {
      let i = 1;
      if (kw(s[i], "TEMP", "TEMPORARY")) i++;
      if (kw(s[i], "VIRTUAL") && kw(s[i + 1], "TABLE")) {
        sideOf(qualifiedName(s, kw(s[i + 2], "IF") ? i + 5 : i + 2).name ?? "");
        continue;
      }
      if (!kw(s[i], "TABLE")) continue;
      i++;
      if (kw(s[i], "IF") && kw(s[i + 1], "NOT") && kw(s[i + 2], "EXISTS")) i += 3;
      const { name: owner, next } = qualifiedName(s, i);
      if (!owner) throw new CaseMigrationError("CREATE TABLE without a name");
      sideOf(owner);
      if (s[next]?.text !== "(") continue; // CREATE TABLE … AS SELECT: no constraints
      const close = afterParens(s, next) - 1;
      // Elements split at the commas of depth 1.
      let from = next + 1;
      let prevCommaEnd = -1;
      for (let j = from; j <= close; j++) {
        if (s[j].kind === "punct" && s[j].text === "(" && j !== next) {
          j = afterParens(s, j) - 1;
          continue;
        }
        if (j === close || (s[j].kind === "punct" && s[j].text === ",")) {
          cuts.push(...cutsInElement(s, from, j, renames.get(owner) ?? owner, sideOf, prevCommaEnd, j === close ? undefined : s[j]));
          prevCommaEnd = s[j].end;
          from = j + 1;
        }
      }
    } else if (kw(s[0], "ALTER") && kw(s[1], "TABLE")) {
      const { name: owner, next } = qualifiedName(s, 2);
      if (!owner || !kw(s[next], "ADD")) continue;
      const from = kw(s[next + 1], "COLUMN") ? next + 2 : next + 1;
      if (kw(s[from], "CONSTRAINT", "FOREIGN", "PRIMARY", "UNIQUE", "CHECK")) throw new CaseMigrationError(`${owner}: ALTER TABLE ADD of a table constraint`);
      cuts.push(...cutsInElement(s, from, s.length, renames.get(owner) ?? owner, sideOf, -1, undefined));
    }
  }
  // The rows no shard reads: their statements whole.
  const dropped = dataStatements(sql).filter((d) => d.table !== undefined && (ROWS_NOT_IN_SHARDS as readonly string[]).includes(renames.get(d.table) ?? d.table));
  cuts.push(...dropped);
  // Cut from the end backwards (the spans never overlap: one per constraint or statement).
  let out = sql;
  for (const cut of cuts.sort((a, b) => b.start - a.start)) out = out.slice(0, cut.start) + out.slice(cut.end);
  if (dropped.length && !statementsLeft(out)) out += `${out.endsWith("\n") || !out ? "" : "\n"}-- Its rows are the catalogue's only (ROWS_NOT_IN_SHARDS, db/case-tables.ts): a shard records the migration.\nSELECT 1;\n`;
  return out;
}

/** Whether a SQL text still holds a statement (anything but comments, whitespace and `;`). */
function statementsLeft(sql: string): boolean {
  for (const t of tokens(sql)) if (!(t.kind === "punct" && t.text === ";")) return true;
  return false;
}

/** The case migrations of a set of migration files (name → text): name → the shard's text. */
export function caseMigrations(files: Map<string, string>): Map<string, string> {
  const renames = renamesOf([...files.values()]);
  return new Map([...files].map(([name, sql]) => [name, caseMigration(sql, renames)]));
}
