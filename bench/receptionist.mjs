#!/usr/bin/env node
// Receptionist speed (issue 19), on a throwaway PostgreSQL (PGlite with --pglite). Prints
// figures; asserts nothing. Targets: free slots for one appointment type over 30 days across 20
// practitioners and 10 rooms with 5 000 existing appointments, p95 < 50 ms on PostgreSQL; patient
// search at 100 000 patients, p95 < 30 ms.
//
// Measures the booking and patients services as the routes call them (database reads and the
// slot computation), without HTTP in between.
// `clients=N` runs N requests at once in a closed loop (each client waits for its answer, then asks
// again), as N receptionists would; the default is one.
// Usage: npx tsc -b apps/server && node bench/receptionist.mjs [--pglite] [runs=60] [clients=1]
import { openDatabase } from '../apps/server/dist/db/client.js';
import { orgScope } from '../apps/server/dist/platform/tenancy/org-scope.js';
import { createAuditTrail } from '../apps/server/dist/platform/audit/audit-trail.js';
import { createReceptionistRepositories } from '../apps/server/dist/modules/receptionist/receptionist.repositories.js';
import { createBookingService } from '../apps/server/dist/modules/receptionist/booking.service.js';
import { createPatientsService } from '../apps/server/dist/modules/receptionist/patients.service.js';
import { postgresBin, startCluster } from './lib/bench-support.mjs';

const pglite = process.argv.includes('--pglite');
const runs = Number(process.argv.slice(2).find((a) => /^\d+$/.test(a)) ?? 60);
const clients = Number(process.argv.find((a) => a.startsWith('clients='))?.slice(8) ?? 1);
const cluster = pglite ? null : await startCluster(postgresBin());
const database = await openDatabase(cluster ? { url: cluster.url } : { pgliteDir: 'memory://' });
const q = (text, values = []) => database.pool.query(text, values);

const org = (await q(`insert into orgs (name) values ('Bench clinic') returning id`)).rows[0].id;
const user = (
  await q(
    `insert into users (email, first_name, last_name, user_name) values ('bench@x.example','B','C','bench') returning id`,
  )
).rows[0].id;
console.log(`seeding (${database.kind})…`);
// 20 practitioners and 10 rooms, open Monday to Saturday 08:00-18:00 in Paris.
await q(`insert into receptionist_settings (org_id, time_zone) values ($1, 'Europe/Paris')`, [org]);
const doctors = (
  await q(
    `insert into resources (org_id, kind, name) select $1, 'practitioner', 'Dr ' || g from generate_series(1, 20) g returning id`,
    [org],
  )
).rows.map((r) => r.id);
const rooms = (
  await q(
    `insert into resources (org_id, kind, name) select $1, 'room', 'Room ' || g from generate_series(1, 10) g returning id`,
    [org],
  )
).rows.map((r) => r.id);
await q(
  `insert into resource_hours (org_id, resource_id, weekday, start, "end")
   select $1, r, d, '08:00', '18:00' from unnest($2::uuid[]) r, generate_series(1, 6) d`,
  [org, [...doctors, ...rooms]],
);
// Any practitioner, and any room: the heaviest kind of type (two choices of many).
const type = (
  await q(
    `insert into appointment_types (org_id, name, duration_min, buffer_before_min, buffer_after_min, resource_choices)
     values ($1, 'Laser', 30, 5, 10, $2) returning id`,
    [org, JSON.stringify([doctors, rooms])],
  )
).rows[0].id;
// 100 000 patients.
await q(
  `insert into patients (org_id, first_name, last_name, date_of_birth, phone, phone_digits, search_text)
   select $1, 'First' || g, 'Last' || (g % 5000), date '1940-01-01' + (g % 25000),
          '06' || lpad(g::text, 8, '0'), '06' || lpad(g::text, 8, '0'),
          lower('First' || g || ' Last' || (g % 5000) || ' Last' || (g % 5000))
   from generate_series(1, 100000) g`,
  [org],
);
const somePatient = (await q(`select id from patients where org_id = $1 limit 1`, [org])).rows[0]
  .id;
const start0 = Date.UTC(
  new Date().getUTCFullYear(),
  new Date().getUTCMonth(),
  new Date().getUTCDate() + 1,
  7,
);
// 5 000 bookings over the next 30 days without overlaps: ten 45-minute steps a day, 20 at a time
// (one per practitioner), written directly with their occupancy rows (buffers included).
await q(
  `with g as (select n, n % 20 as d, n / 20 as k from generate_series(0, 4999) n),
   t as (select n, d, k, to_timestamp($4 / 1000.0) + (k / 10) * interval '1 day' + (k % 10) * interval '45 minutes' as s from g),
   a as (
     insert into appointments (org_id, type_id, patient_id, start, "end", source)
     select $1, $2, $3, s, s + interval '30 minutes', 'staff' from t order by n returning id, start)
   insert into appointment_resources (appointment_id, resource_id, org_id, during)
   select a.id, ($5::uuid[])[1 + (row_number() over (order by a.start, a.id) - 1) % 20], $1,
          tstzrange(a.start - interval '5 minutes', a.start + interval '40 minutes')
   from a`,
  [org, type, somePatient, start0, doctors],
).catch((e) => {
  console.log('occupancy seed:', e.message);
});
await q('analyze');
const counts = (
  await q(
    `select (select count(*) from appointments where org_id=$1) a, (select count(*) from appointment_resources where org_id=$1) r, (select count(*) from patients where org_id=$1) p`,
    [org],
  )
).rows[0];
console.log(`seeded: ${counts.a} appointments (${counts.r} occupancy rows), ${counts.p} patients`);

const repos = orgScope(database.db, createReceptionistRepositories);
const audit = createAuditTrail(database.db);
const booking = createBookingService({ repos, audit });
const patients = createPatientsService({ repos, audit });
const ctx = { orgId: org, userId: user, role: 'admin', requestId: 'bench' };

async function measure(label, fn, target) {
  for (let i = 0; i < 5; i++) await fn(i); // warm-up
  const times = [];
  let last;
  let next = 0;
  const client = async () => {
    for (let i = next++; i < runs; i = next++) {
      const t = performance.now();
      last = await fn(i);
      times.push(performance.now() - t);
    }
  };
  const began = performance.now();
  await Promise.all(Array.from({ length: clients }, client));
  const perSecond = (runs / ((performance.now() - began) / 1000)).toFixed(0);
  times.sort((a, b) => a - b);
  const p = (x) => times[Math.min(times.length - 1, Math.floor(x * times.length))].toFixed(1);
  console.log(
    `${label}, ${clients} client(s): p50 ${p(0.5)} ms, p95 ${p(0.95)} ms, max ${p(1)} ms, ${perSecond}/s (target p95 < ${target} ms); ${last}`,
  );
}

const from = new Date(start0 - 7 * 3_600_000);
const to = new Date(from.getTime() + 30 * 86_400_000);
await measure(
  'free slots, 30 days, any of 20 practitioners + any of 10 rooms',
  async () =>
    `${(await booking.slots(ctx, { typeId: type, from: from.toISOString(), to: to.toISOString() })).length} slots`,
  50,
);
const queries = ['last4321', 'first98765', '0600012345', '1975-03-14', 'first12 last12'];
await measure(
  'patient search at 100 000 patients (name, phone, date of birth)',
  async (i) => `${(await patients.search(ctx, queries[i % queries.length], 20)).length} found`,
  30,
);

await database.close();
cluster?.stop();
