// The history benchmark's data: N uploads across 50 organisations, in set-based SQL.
import { DEMO_EMAIL } from './bench-support.mjs';

const MODULES = '{1,2,7,8,9,13,14,18,19,20}';
const RESULT = JSON.stringify({
  module: { number: 7, name: 'Redness' },
  status: 'measured',
  quality: {
    verdict: 'pass',
    checks: [],
    method: { name: 'quality-gate', version: '1.0.0', parameters: {} },
  },
  quantities: {
    erythemaAreaPercent: {
      value: 0,
      unit: '% of skin ROI',
      description: 'skin pixels with a* >= reference + 10',
    },
    skinAreaPx: { value: 400000, unit: 'px (original)', description: 'skin pixels' },
    erythemaAreaPx: { value: 50000, unit: 'px (original)', description: 'red skin pixels' },
  },
  overlays: [],
  suggestions: [],
  warnings: [],
  method: { name: 'erythema-astar', version: '1.0.0', parameters: { deltaAStar: 10 } },
  geometry: {
    originalWidth: 800,
    originalHeight: 600,
    workingWidth: 768,
    workingHeight: 576,
    scale: 1.04,
    pxPerMm: null,
  },
  classification: { status: 'not-applicable', message: 'measurement module' },
  caveat: 'These figures are image measurements; they do not diagnose.',
});

/**
 * Seeds `n` uploads: the first 10 % belong to the demo clinic (the busy one we query), the rest
 * spread over Northside and 48 further organisations. Set-based SQL, foreign-key triggers off.
 */
export async function seed(query, n, log) {
  const started = performance.now();
  const [{ clinic, northside, ana }] = (
    await query(`select (select id from orgs where name = 'Demo Clinic') as clinic,
      (select id from orgs where name like 'Northside%') as northside,
      (select id from users where email = '${DEMO_EMAIL}') as ana`)
  ).rows;
  if (!clinic || !northside || !ana) throw new Error('demo data missing');
  await query(`insert into orgs (id, name) select md5('bench-org-' || g)::uuid, 'Bench org ' || g
    from generate_series(1, 48) g`);
  await query(`insert into org_apps (org_id, name, mini_apps) select md5('bench-org-' || g)::uuid,
    'Dermadesk', '{bDemo}' from generate_series(1, 48) g`);
  const orgs = `array['${northside}'::uuid] || array(select md5('bench-org-' || g)::uuid from generate_series(1, 48) g)`;
  // Enough uploads in the busy clinic for a 100 000-row CSV (~34 000 uploads of 3 images).
  const busy = Math.min(n, Math.max(Math.floor(n / 10), 34_000));
  await query('set session_replication_role = replica');
  await query(`insert into uploads (org_id, created_by, subject_id, module, image_count, created_at)
    select case when g <= ${busy} then '${clinic}'::uuid else (${orgs})[g % 49 + 1] end,
      '${ana}', 'S' || lpad((g % 40000)::text, 6, '0'), (('${MODULES}'::int[])[g % 10 + 1]),
      g % 5 + 1, timestamptz '2026-01-01' - (${n} - g) * interval '30 seconds'
    from generate_series(1, ${n}) g`);
  log(`  uploads: ${((performance.now() - started) / 1000).toFixed(0)} s`);
  await query(`insert into analyses (id, org_id, created_by, module, body_part, status, image_key, result, created_at)
    select md5(u.id || '-' || k)::uuid, u.org_id, u.created_by, u.module, 'site-' || k, 'measured',
      'orgs/' || u.org_id || '/analyses/' || md5(u.id || '-' || k)::uuid || '/image.jpg',
      jsonb_set('${RESULT}'::jsonb, '{quantities,erythemaAreaPercent,value}', to_jsonb(((u.id * 7 + k) % 1000) / 10.0)),
      u.created_at
    from uploads u cross join lateral generate_series(1, u.image_count) k`);
  log(`  analyses: ${((performance.now() - started) / 1000).toFixed(0)} s`);
  await query(`insert into upload_images (upload_id, org_id, analysis_id, image_name, body_part, created_at)
    select u.id, u.org_id, md5(u.id || '-' || k)::uuid, 'image-' || k || '.jpg', 'site-' || k, u.created_at
    from uploads u cross join lateral generate_series(1, u.image_count) k`);
  await query('set session_replication_role = origin');
  // Triggers were off for the bulk load: recount the live totals the list reads (migration 0008),
  await query(`insert into org_upload_counts as c (org_id, module, live)
    select org_id, module, count(*) from uploads where deleted_at is null group by org_id, module
    on conflict (org_id, module) do update set live = excluded.live`);
  // ...the live uploads per subject-ID part a short search counts from (migration 0030)...
  await query(`insert into subject_part_counts as c (org_id, part, live)
    select u.org_id, substr(p.part, 38), count(*)
    from uploads u, unnest(subject_short_parts(u.org_id, u.subject_id)) as p(part)
    where u.deleted_at is null group by 1, 2
    on conflict (org_id, part) do update set live = excluded.live`);
  // ...and the quantity keys the CSV export's columns come from (migration 0010).
  await query(`insert into module_quantity_keys (org_id, module, key, unit)
    select distinct a.org_id, a.module, q.key, coalesce(q.value->>'unit', '')
    from analyses a cross join lateral jsonb_each(a.result->'quantities') q
    on conflict do nothing`);
  log(`  upload_images: ${((performance.now() - started) / 1000).toFixed(0)} s`);
  await query('vacuum analyze');
  log(
    `  seeded ${n} uploads in ${((performance.now() - started) / 1000).toFixed(0)} s (with vacuum analyze)`,
  );
  return clinic;
}

/** The busy clinic of a database seeded earlier (BENCH_DATABASE_URL). */
export async function seededClinic(query) {
  const { rows } = await query(`select id from orgs where name = 'Demo Clinic'`);
  if (!rows[0]) throw new Error('demo data missing');
  return rows[0].id;
}

export async function liveUploads(query, org) {
  const { rows } = await query(
    `select count(*)::int as n from uploads where org_id = '${org}' and deleted_at is null`,
  );
  return rows[0].n;
}
