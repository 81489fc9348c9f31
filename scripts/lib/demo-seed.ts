/**
 * Demo data of our own (never ../shared/data). Idempotent: every row has a fixed id or a natural
 * key and is inserted only when missing, so running the seed twice changes nothing, and a case
 * staff have edited is never overwritten.
 */
import { inArray } from "drizzle-orm";
import {
  acts,
  caseFiles,
  caseDirectory,
  loginHistory,
  notificationDeliveries,
  notifications,
  orders,
  payments,
  plans,
  posts,
  topics,
  users,
} from "../../db/schema";
import { ACTS_MASTER, ADVOCATES, APPELLANTS, AREAS, COURTS_FOR_DEMO, HIGH_COURT_DEMO, JUDGES, type HighCourtDemo } from "../../db/demo-data";
import type { CaseInput } from "../../app/services/cases/cases.server";
import { caseRowStatements, caseWriteStatements, raiseDocIdCounter, runBatch } from "../../app/services/cases/cases.server";
import { createDb, type Db } from "../../app/utils/context.server";
import { directoryLive, readWritten, shardOfInput } from "../../app/services/cases/case-writes.server";
import type { CaseShard } from "../../search-index/sharded-backend";
import { parseCitation } from "../../search-index/citations";
import { hashPassword } from "../../app/utils/password.server";

export const DEMO_PASSWORD = "Demo@2026";

export const DEMO_USERS = [
  { id: 1, roleId: 3, name: "Sunil Khanna", email: "superadmin@sar.example.com", mobile: "9810000001", label: "Super Admin" },
  { id: 2, roleId: 1, name: "Priya Sinha", email: "admin@sar.example.com", mobile: "9810000002", label: "Admin" },
  { id: 3, roleId: 4, name: "Manoj Rawat", email: "dataentry@sar.example.com", mobile: "9810000003", label: "Data Entry Operator" },
  { id: 4, roleId: 2, name: "Adv. Kavita Menon", email: "subscriber@sar.example.com", mobile: "9876500004", label: "Subscriber with an active plan" },
  { id: 5, roleId: 2, name: "Rohan Bhalla", email: "noplan@sar.example.com", mobile: "9876500005", label: "Subscriber without a plan" },
  { id: 6, roleId: 2, name: "Iyer & Associates", email: "chambers@sar.example.com", mobile: "9876500006", label: "Chambers (2 parallel users)" },
] as const;

export const DEMO_PLANS = [
  { id: 1, name: "Daily Pass", parallelUsers: 1, type: "DAILY", costRupees: 99, description: "Full access for one day#All five search modes#Print and PDF" },
  { id: 2, name: "Weekly", parallelUsers: 1, type: "WEEKLY", costRupees: 499, description: "Seven days of full access#All five search modes#Personal library" },
  { id: 3, name: "Monthly", parallelUsers: 1, type: "MONTHLY", costRupees: 1499, description: "One calendar month#Supreme Court and High Courts#Reporter PDFs" },
  { id: 4, name: "Yearly", parallelUsers: 1, type: "YEARLY", costRupees: 12000, description: "One calendar year#Everything in Monthly#Overruled remarks and citators" },
  { id: 5, name: "Chambers Yearly", parallelUsers: 2, type: "YEARLY", costRupees: 21000, description: "One calendar year#Two parallel users#For chambers and firms" },
  { id: 6, name: "Trial", parallelUsers: 1, type: "TRIAL", costRupees: 0, description: "Seven days to try the reporter" },
  { id: 7, name: "Custom (Institutional)", parallelUsers: 10, type: "CUSTOM", costRupees: 50000, description: "Until the end date agreed#Ten parallel users" },
] as const;

const FIRST_DOC_ID = 1001;
/** The generated cases (demoCase); the High Court judgments of HIGH_COURT_DEMO follow them. */
const GENERATED_CASE_COUNT = 64;
export const DEMO_CASE_COUNT = GENERATED_CASE_COUNT + HIGH_COURT_DEMO.length;
/** The doc id of the first High Court demo judgment (decision 099). */
export const FIRST_HIGH_COURT_DEMO_DOC_ID = FIRST_DOC_ID + GENERATED_CASE_COUNT;

/** `shards`: the case shards of CASE_SHARDS (caseShardsOf), the cases placed by them; none: every case in `db`. */
type SeedEnv = { db: Db; files: R2Bucket; now: Date; shards?: CaseShard[] };

/** A small valid one-page PDF with the given lines (for the demo's reporter and court PDFs). */
export function makePdf(lines: string[]): Uint8Array {
  const esc = (s: string) => s.replace(/[\\()]/g, (c) => `\\${c}`).replace(/[^\x20-\x7e]/g, "?");
  const content = ["BT", "/F1 12 Tf", "14 TL", "56 780 Td", ...lines.map((l) => `(${esc(l)}) '`), "ET"].join("\n");
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Times-Roman >>",
  ];
  let out = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`).join("");
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(out);
}

function pick<T>(list: readonly T[], i: number): T {
  return list[i % list.length];
}

/**
 * Demo case i's year: spread over 1950–2025, but never before its law or its court existed (issue 33
 * item 9: no s.304B case from 1971, no Delhi High Court case from 1955).
 */
function demoYear(i: number): number {
  const spread = 1950 + Math.round((i * 75) / (GENERATED_CASE_COUNT - 1));
  return Math.max(spread, AREAS[i % AREAS.length].since ?? 0, COURTS_FOR_DEMO[i % COURTS_FOR_DEMO.length].since ?? 0);
}

/** Builds demo case number i (0-based); deterministic, so the seed is repeatable. */
export function demoCase(i: number): CaseInput & { docId: number } {
  const docId = FIRST_DOC_ID + i;
  const area = AREAS[i % AREAS.length];
  const court = COURTS_FOR_DEMO[i % COURTS_FOR_DEMO.length];
  const year = demoYear(i);
  const month = (i * 5) % 12 + 1;
  const day = (i * 7) % 27 + 1;
  const appellant = pick(APPELLANTS, i * 7 + 3);
  const respondent = pick(area.respondents, i);
  const benchSize = court.category === "SC" ? (i % 9 === 0 ? 5 : i % 4 === 0 ? 3 : 2) : i % 3 === 0 ? 1 : 2;
  const judges = Array.from({ length: benchSize }, (_, k) => pick(JUDGES, i * 3 + k));
  const author = judges[0];
  const fill = (s: string) => s.replaceAll("{A}", appellant).replaceAll("{R}", respondent);
  const paragraphs = area.paragraphs.map(fill);
  const caseNo = `${area.caseType} No. ${100 + ((i * 37) % 900)} of ${year - (i % 2)}`;
  const page = 100 + ((i * 53) % 800);
  const vol = (i % 4) + 1;

  const citations: CaseInput["citations"] = [];
  if (court.category === "SC") {
    const ownJournal = area.category === "Cri" ? 2 : 1;
    citations.push({ journalId: ownJournal, citationCategoryId: ownJournal === 2 ? 4 : 1, year, volume: ownJournal === 2 ? null : String(vol), pageNumber: String(page) });
    if (year >= 1969) citations.push({ journalId: 7, citationCategoryId: area.category === "Cri" ? 9 : 8, year, volume: String(vol + 1), pageNumber: String(page + 211), raw: `(${year}) ${vol + 1} SCC ${page + 211}` });
    citations.push({ journalId: 8, citationCategoryId: 12, year, pageNumber: String(page * 2 + 5), raw: `AIR ${year} SC ${page * 2 + 5}` });
    if (year >= 2023) citations.push({ journalId: 10, citationCategoryId: 15, year, neutralCitation: `${year} INSC ${300 + i}`, raw: `${year} INSC ${300 + i}` });
  } else {
    citations.push({ journalId: 1, citationCategoryId: 3, year, volume: String(vol), pageNumber: String(page) });
    citations.push({ journalId: 8, citationCategoryId: 13, year, pageNumber: String(page + 17), raw: `AIR ${year} ${court.air} ${page + 17}` });
    if (year >= 2023) citations.push({ journalId: 10, citationCategoryId: 16, year, neutralCitation: `${year}:${court.neutral}:${1000 + i * 13}`, raw: `${year}:${court.neutral}:${1000 + i * 13}` });
  }

  // Earlier cases of the same area, which this one refers to (links both ways in the UI).
  const referred: CaseInput["referred"] = [];
  for (let back = i - AREAS.length; back >= 0 && referred.length < 2; back -= AREAS.length) {
    const other = demoCaseHeader(back);
    referred.push({ casesReferred: other.citation, partyName: `${other.appellant} v. ${other.respondent}`, linkedDocId: FIRST_DOC_ID + back });
  }
  if (i % 5 === 0) referred.push({ casesReferred: `AIR ${Math.max(1951, year - 12)} SC ${200 + i}`, partyName: null, linkedDocId: null });

  const extraParties = i % 6 === 0 ? [{ appellant: pick(APPELLANTS, i + 11), respondent: respondent, caseNumber: `${area.caseType} No. ${200 + i} of ${year - 1}`, extraCaseAndYear: null }] : [];
  const single = i % 10 === 7;
  const ref = { actName: area.act, section: area.section ?? null, orderNo: area.orderNo ?? null, rule: area.rule ?? null, article: area.article ?? null };
  const result = area.results[i % area.results.length];
  const judgementOrder = [
    `<p><strong>${author}, J.</strong> —</p>`,
    ...paragraphs.map((p, k) => `<p>${k + 1}. ${p}</p>`),
    `<p>${paragraphs.length + 1}. ${area.held}</p>`,
    `<p>${paragraphs.length + 2}. ${result}.</p>`,
  ].join("\n");

  return {
    docId,
    appellant,
    respondent,
    judgementType: i % 8 === 5 ? "Order" : "Judgement",
    judgeName: author,
    judgementOrder,
    caseResult: result,
    remarkable: i % 7 === 0 ? "Reportable" : null,
    live: ![13, 29, 47].includes(i),
    overruled: [2, 18, 33].includes(i),
    caseCategoryId: court.category === "HC" ? 3 : area.category === "Cri" ? 1 : 2,
    courtId: court.courtId,
    courtBranchId: court.branchId,
    courtBenchId: court.category === "SC" ? (benchSize >= 5 ? 6 : benchSize === 3 ? 5 : 3) : benchSize === 1 ? 2 : 3,
    allJudges: judges.join(", "),
    counsel: single ? "single" : "double",
    advocateForAppellant: single ? null : `${pick(ADVOCATES, i)}, Sr. Adv.`,
    advocateForRespondent: single ? null : pick(ADVOCATES, i + 5),
    extraCounselDetails: single ? null : i % 3 === 0 ? `${pick(ADVOCATES, i + 2)} for the Intervener` : null,
    petitionerName: single ? `${appellant} (in person)` : null,
    caseNumber: caseNo,
    caseYear: year - (i % 2),
    decidedDay: day,
    decidedMonth: month,
    decidedYear: year,
    notes: i % 4 === 0 ? `Arising out of the judgment of the ${court.category === "SC" ? "High Court" : "Sessions Court"} dated ${day}-${month}-${year - 1}.` : null,
    citations,
    parties: extraParties,
    headnotes: [
      { priority: "A", headnote: `<p>${area.headnote}</p>`, paragraph: "2", topic: null, refs: [ref] },
      { priority: "B", headnote: `<p><em>Held:</em> ${area.held}</p>`, paragraph: String(paragraphs.length + 1), topic: null, refs: i % 2 === 0 ? [ref, { actName: "Constitution of India", article: "136" }] : [] },
    ],
    topics: [area.topic, area.category === "Cri" ? "Criminal law" : "Civil law"],
    referred,
    acts: [area.act],
  };
}

/** The parts of a demo case that another case cites (without recursing into its references). */
function demoCaseHeader(i: number) {
  const area = AREAS[i % AREAS.length];
  const court = COURTS_FOR_DEMO[i % COURTS_FOR_DEMO.length];
  const year = demoYear(i);
  const page = 100 + ((i * 53) % 800);
  return {
    appellant: pick(APPELLANTS, i * 7 + 3),
    respondent: pick(area.respondents, i),
    citation: court.category === "SC" ? `AIR ${year} SC ${page * 2 + 5}` : `AIR ${year} ${court.air} ${page + 17}`,
  };
}

const esc = (s: string) => s.replace(/[&<>]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;" })[c]!);
const honour = (judge: string) => `HON'BLE MR. JUSTICE ${judge.toUpperCase()}`;

/**
 * High Court demo judgment k of HIGH_COURT_DEMO (decision 099): its head as the court lays it out
 * (court and bench, case number, parties, counsel, Coram), then the judgment; citations as the case
 * form stores them.
 */
export function highCourtDemoCase(k: number): CaseInput & { docId: number } {
  const d: HighCourtDemo = HIGH_COURT_DEMO[k];
  const [year, month, day] = d.decided;
  const author = d.judges[0];
  const date = `${String(day).padStart(2, "0")}.${String(month).padStart(2, "0")}.${year}`;
  const judgementOrder = [
    ...d.head.map((line) => `<p><strong>${esc(line)}</strong></p>`),
    `<p><strong>${esc(d.caseNumber)}</strong></p>`,
    `<p>${esc(d.appellant)} ..... ${esc(d.appellantRole)}</p>`,
    "<p>Versus</p>",
    `<p>${esc(d.respondent)} ..... ${esc(d.respondentRole)}</p>`,
    `<p>For the ${esc(d.appellantRole.split("/")[0])}: ${esc(d.forAppellant)}</p>`,
    `<p>For the ${esc(d.respondentRole.split("/")[0])}: ${esc(d.forRespondent)}</p>`,
    `<p>CORAM: ${d.judges.map(honour).join(" AND ")}</p>`,
    `<p>DATE: ${date}</p>`,
    `<p><strong>${d.judges.length > 1 ? "JUDGMENT" : "ORDER"}</strong> (Per ${esc(author)}, J.)</p>`,
    ...d.paragraphs.map((p, n) => `<p>${n + 1}. ${esc(p)}</p>`),
    `<p>${d.paragraphs.length + 1}. ${esc(d.result)}.</p>`,
  ].join("\n");
  const citations: CaseInput["citations"] = [
    ...(d.neutral ? [{ journalId: 10, citationCategoryId: 16, year, neutralCitation: d.neutral, raw: d.neutral }] : []),
    // As the import stores a citation (judgmentToCase): a reporter the journals master holds (ILR, KLT, MLJ …) in its journal, another as written.
    ...d.reported.map((raw) => {
      const p = parseCitation(raw);
      return { journalId: p?.journalId ?? null, citationCategoryId: p?.categoryId ?? null, year: p?.year ?? year, volume: p?.volume ?? null, pageNumber: p?.page ?? null, otherCitation: p?.journalId ? null : raw, raw, normalized: p?.key ?? null };
    }),
  ];
  const ref = { actName: d.act, section: d.section ?? null, orderNo: null, rule: null, article: d.article ?? null };
  return {
    docId: FIRST_HIGH_COURT_DEMO_DOC_ID + k,
    appellant: d.appellant,
    respondent: d.respondent,
    judgementType: d.judges.length > 1 ? "Judgement" : "Order",
    judgeName: author,
    judgementOrder,
    caseResult: d.result,
    remarkable: null,
    live: true,
    overruled: false,
    caseCategoryId: 3,
    courtId: d.courtId,
    courtBranchId: d.branchId,
    courtBenchId: d.judges.length > 1 ? 3 : 2,
    allJudges: d.judges.join(", "),
    counsel: "double",
    advocateForAppellant: d.forAppellant,
    advocateForRespondent: d.forRespondent,
    extraCounselDetails: null,
    petitionerName: null,
    caseNumber: d.caseNumber,
    caseYear: d.caseYear,
    decidedDay: day,
    decidedMonth: month,
    decidedYear: year,
    notes: "Demo judgment of the SAR team: the parties, counsel, judges and facts are invented.",
    citations,
    parties: [],
    headnotes: [{ priority: "A", headnote: `<p>${esc(d.headnote)}</p>`, paragraph: "2", topic: null, refs: [ref] }],
    topics: [d.topic, d.category === "Cri" ? "Criminal law" : "Civil law"],
    referred: [],
    acts: [d.act],
  };
}

export async function seedDemo({ db, files, now, shards = [] }: SeedEnv): Promise<{ cases: number; users: number }> {
  const nowIso = now.toISOString();
  const passwordHash = await hashPassword(DEMO_PASSWORD);

  // People: one per staff role and three subscribers.
  const existingUsers = new Set(
    (await db.select({ id: users.id }).from(users).where(inArray(users.id, DEMO_USERS.map((u) => u.id))).all()).map((u) => u.id),
  );
  for (const u of DEMO_USERS) {
    if (existingUsers.has(u.id)) continue;
    await db
      .insert(users)
      .values({
        id: u.id,
        roleId: u.roleId,
        name: u.name,
        email: u.email,
        mobile: u.mobile,
        passwordHash,
        designation: u.roleId === 2 ? "Advocate" : "Staff",
        address: u.roleId === 2 ? "Chamber 112, Lawyers' Chambers, Supreme Court" : "SAR House, Daryaganj",
        zipCode: "110001",
        countryId: 101,
        stateId: 32,
        cityId: 1,
        active: true,
        emailVerifiedAt: nowIso,
        mobileVerifiedAt: nowIso,
        createdAt: nowIso,
        modifiedAt: nowIso,
      })
      .onConflictDoNothing();
  }

  await db.batch([
    db.insert(plans).values(DEMO_PLANS.map((p) => ({ ...p, createdAt: nowIso, modifiedAt: nowIso }))).onConflictDoNothing(),
    ...ACTS_MASTER.map((a) => db.insert(acts).values({ ...a, createdAt: nowIso, modifiedAt: nowIso }).onConflictDoNothing()),
    ...[...new Set(AREAS.map((a) => a.topic).concat(["Criminal law", "Civil law"], HIGH_COURT_DEMO.map((d) => d.topic)))].map((name) =>
      db.insert(topics).values({ name }).onConflictDoNothing(),
    ),
  ]);

  // Orders: the subscriber's active yearly plan, an expired monthly one, a failed and a pending one;
  // the chambers account's active two-seat plan.
  const day = 86_400_000;
  const iso = (ms: number) => new Date(ms).toISOString();
  const t = now.getTime();
  const order = (id: number, userId: number, planId: number, status: "PAID" | "FAILED" | "CREATED", startMs: number | null, endMs: number | null, mode: "RAZORPAY" | "ADMIN" = "RAZORPAY") => {
    const plan = DEMO_PLANS.find((p) => p.id === planId)!;
    const base = plan.costRupees * 100;
    const gst = Math.round(base * 0.18);
    return {
      id,
      userId,
      planId,
      status,
      paymentMode: mode,
      basePaise: base,
      gstPaise: gst,
      amountPaise: base + gst,
      planName: plan.name,
      planType: plan.type,
      planUsers: plan.parallelUsers,
      planDescription: plan.description,
      providerOrderId: mode === "RAZORPAY" ? `order_demo${String(id).padStart(6, "0")}` : null,
      providerPaymentId: status === "PAID" && mode === "RAZORPAY" ? `pay_demo${String(id).padStart(6, "0")}` : null,
      planStartAt: startMs === null ? null : iso(startMs),
      planEndAt: endMs === null ? null : iso(endMs),
      paidAt: status === "PAID" ? iso(startMs ?? t) : null,
      failureReason: status === "FAILED" ? "Payment declined by the bank" : null,
      createdAt: iso(startMs ?? t - 3 * day),
      modifiedAt: iso(startMs ?? t - 3 * day),
    };
  };
  const demoOrders = [
    order(1, 4, 3, "PAID", t - 400 * day, t - 370 * day),
    order(2, 4, 4, "PAID", t - 30 * day, t + 335 * day),
    order(3, 4, 2, "FAILED", null, null),
    order(4, 4, 1, "CREATED", null, null),
    order(5, 6, 5, "PAID", t - 10 * day, t + 355 * day, "ADMIN"),
  ];
  await db.batch([
    db.insert(orders).values(demoOrders[0]).onConflictDoNothing(),
    ...demoOrders.slice(1).map((o) => db.insert(orders).values(o).onConflictDoNothing()),
    ...demoOrders
      .filter((o) => o.providerPaymentId)
      .map((o) =>
        db
          .insert(payments)
          .values({ orderId: o.id, providerPaymentId: o.providerPaymentId!, status: "captured", method: "card", amountPaise: o.amountPaise, source: "checkout", createdAt: o.paidAt! })
          .onConflictDoNothing(),
      ),
  ]);

  // Login history of the subscriber (ended sessions).
  const history = Array.from({ length: 11 }, (_, k) => {
    const login = t - (k + 1) * 2 * day - 3_600_000 * (k % 5);
    const minutes = 12 + ((k * 17) % 80);
    return { id: k + 1, userId: 4, loginAt: iso(login), logoutAt: iso(login + minutes * 60_000), activeMinutes: minutes, ip: "127.0.0.1", userAgent: "demo" };
  });
  await db.insert(loginHistory).values(history).onConflictDoNothing().run();

  // Cases, each in its own atomic batch in its shard (decision 127: the Supreme Court's in this
  // database, the High Courts' in CASES_1 when CASE_SHARDS says so), the catalogue's directory naming
  // it; existing ones are left as staff may have edited them.
  const wanted = Array.from({ length: DEMO_CASE_COUNT }, (_, i) => FIRST_DOC_ID + i);
  const present = new Set((await db.select({ docId: caseDirectory.docId }).from(caseDirectory).where(inArray(caseDirectory.docId, wanted)).all()).map((c) => c.docId));
  for (let i = 0; i < DEMO_CASE_COUNT; i++) {
    const input = i < GENERATED_CASE_COUNT ? demoCase(i) : highCourtDemoCase(i - GENERATED_CASE_COUNT);
    if (present.has(input.docId)) continue;
    const shard = shards.length ? shardOfInput(shards.map((s) => s.spec), input) : null;
    if (!shard || shard.id === 0) {
      await runBatch(db, caseWriteStatements(db, input.docId, input, 3, nowIso));
      continue;
    }
    const shardDb = createDb(shards.find((s) => s.spec.id === shard.id)!.db);
    await runBatch(shardDb, caseRowStatements(shardDb, input.docId, input, 3, nowIso));
    const written = await readWritten(shardDb, [input.docId], nowIso);
    await runBatch(db, [directoryLive(written.rows, shard.id, nowIso)]);
  }
  await raiseDocIdCounter(db, FIRST_DOC_ID + DEMO_CASE_COUNT - 1).run();

  const placed = new Map((await db.select({ docId: caseDirectory.docId, shardId: caseDirectory.shardId }).from(caseDirectory).where(inArray(caseDirectory.docId, wanted)).all()).map((c) => [c.docId, c.shardId]));
  const caseDbOf = (docId: number): Db => {
    const shard = shards.find((s) => s.spec.id === placed.get(docId));
    return shard && shard.spec.id !== 0 ? createDb(shard.db) : db;
  };

  // Reporter and court PDFs for the first few cases.
  for (let i = 0; i < 6; i++) {
    const c = demoCase(i);
    for (const type of ["civil", "court"] as const) {
      const key = `cases/${c.docId}/${type}.pdf`;
      if (!(await files.head(key))) {
        const pdf = makePdf([
          type === "court" ? "Certified copy of the judgment" : "SAR Online Law Reporter - reporter's edition",
          `Doc Id ${c.docId}`,
          `${c.appellant} v. ${c.respondent}`,
          c.caseNumber ?? "",
          `Decided ${c.decidedDay}-${c.decidedMonth}-${c.decidedYear}`,
        ]);
        await files.put(key, pdf, { httpMetadata: { contentType: "application/pdf" } });
      }
      const size = (await files.head(key))?.size ?? 0;
      // The file's row is the case's own: in its shard (the directory says which).
      await caseDbOf(c.docId).insert(caseFiles).values({ docId: c.docId, type, r2Key: key, size, uploadedAt: nowIso, uploadedBy: 3 }).onConflictDoNothing().run();
    }
  }

  await db.batch([
    db.insert(posts).values({ id: 1, heading: "Bail is the rule", body: "A reminder from the Court on long incarceration of undertrials and the right to a speedy trial.", linkedDocId: FIRST_DOC_ID + 1, createdBy: 1, createdAt: nowIso, modifiedAt: nowIso }).onConflictDoNothing(),
    db.insert(posts).values({ id: 2, heading: "Readiness and willingness", body: "Specific performance: the plaintiff must prove continuous readiness from agreement to decree.", linkedDocId: FIRST_DOC_ID + 5, createdBy: 1, createdAt: nowIso, modifiedAt: nowIso }).onConflictDoNothing(),
    db.insert(posts).values({ id: 3, heading: "Reopening of assessments", body: "No reopening on a mere change of opinion: tangible material is needed.", linkedDocId: FIRST_DOC_ID + 15, createdBy: 2, createdAt: nowIso, modifiedAt: nowIso }).onConflictDoNothing(),
    db.insert(notifications).values({ id: 1, type: 2, category: "OTHER", title: "Criminal volumes 1997 onwards", body: "All criminal volumes from 1997 are now online with the original print.", createdBy: 1, createdAt: nowIso }).onConflictDoNothing(),
    db.insert(notifications).values({ id: 2, type: 1, category: "CASE", title: "New judgment on bail", body: "Read the Court on long incarceration of undertrials.", docId: FIRST_DOC_ID + 1, createdBy: 1, createdAt: nowIso }).onConflictDoNothing(),
    db.insert(notifications).values({ id: 3, type: 3, category: "OTHER", title: "Your yearly plan is active", body: "Thank you for renewing your subscription.", userId: 4, createdBy: 1, createdAt: nowIso }).onConflictDoNothing(),
    // Their fan-out, as the jobs queue writes it: 1 and 2 to every demo client, 3 to its one client.
    db
      .insert(notificationDeliveries)
      .values([
        ...[4, 5, 6].flatMap((userId) => [1, 2].map((notificationId) => ({ notificationId, userId, deliveredAt: nowIso }))),
        { notificationId: 3, userId: 4, deliveredAt: nowIso },
      ])
      .onConflictDoNothing(),
  ]);

  return { cases: await db.$count(caseDirectory), users: await db.$count(users) };
}
