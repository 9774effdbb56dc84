// Generates NoteDeck's scheduler agreement cases from the ts-fsrs reference (5.4.2).
//
// Regenerate (needs Node and network access to the npm registry once):
//   REF=$(mktemp -d) && (cd "$REF" && npm init -y && npm install ts-fsrs@5.4.2)
//   NODE_PATH="$REF/node_modules" node tests/scheduler/gen_tsfsrs_cases.mjs tests/scheduler/data
// (run from the repository root). The output is deterministic for a given seed.
//
// Writes three JSON Lines files:
//   tsfsrs_cases.jsonl   {"input": <notedeck-fsrs-replay input>, "expected": <its output>}
//   tsfsrs_fuzz.jsonl    fuzzed intervals for given interval / elapsed days / seed
//   tsfsrs_policy.jsonl  full answer sequences through the reference scheduler, with
//                        NoteDeck's two intended policy differences applied on top
//                        (see noteDeckSteps and keepOrder below, and docs/scheduling.md)
import { createRequire } from 'node:module';
import fs from 'node:fs';
import path from 'node:path';

const require = createRequire(import.meta.url);
const { fsrs, CLAMP_PARAMETERS, default_w, StrategyMode, GenSeedStrategyWithCardId,
        createEmptyCard, FSRSVersion, BasicLearningStepsStrategy, ConvertStepUnitToMinutes,
        Rating, State } = loadTsFsrs();

function loadTsFsrs() {
  const roots = (process.env.NODE_PATH || '').split(path.delimiter).filter(Boolean);
  for (const root of roots) {
    try { return require(path.join(root, 'ts-fsrs')); } catch { /* next */ }
  }
  return require('ts-fsrs');
}

if (!FSRSVersion.startsWith("v5.4.2 ")) {
  console.error(`expected ts-fsrs 5.4.2, found ${FSRSVersion}`);
  process.exit(1);
}

const outDir = process.argv[2] || path.join(path.dirname(new URL(import.meta.url).pathname), 'data');
const SEED = 20240611;

// mulberry32: small seeded generator, so the cases are reproducible.
function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const rand = rng(SEED);
const uniform = (lo, hi) => lo + (hi - lo) * rand();
const int = (lo, hi) => Math.floor(uniform(lo, hi + 1));
const pick = (xs) => xs[Math.floor(rand() * xs.length)];
const round4 = (x) => Math.round(x * 1e4) / 1e4;

function randomParams() {
  const kind = rand();
  if (kind < 0.15) return [...default_w];
  const ranges = CLAMP_PARAMETERS(2, true);
  const w = ranges.map(([lo, hi], i) => {
    const u = rand();
    const span = hi - lo;
    if (u < 0.06) return round4(lo - uniform(0, span * 0.5 + 0.1));   // below range
    if (u < 0.12) return round4(hi + uniform(0, span * 0.5 + 0.1));   // above range
    if (u < 0.5) return round4(default_w[i] * uniform(0.7, 1.3));     // near default
    // Initial stabilities over the whole range make long intervals rare; stay lower.
    if (i < 4) return round4(uniform(lo, 30));
    return round4(uniform(lo, hi));
  });
  const shape = rand();
  if (shape < 0.12) return w.slice(0, 19);   // FSRS-5 vector
  if (shape < 0.16) return w.slice(0, 17);   // FSRS-4.5 vector
  return w;
}

function randomRating() {
  const u = rand();
  if (u < 0.18) return 1;
  if (u < 0.33) return 2;
  if (u < 0.85) return 3;
  return 4;
}

function randomElapsed() {
  const u = rand();
  if (u < 0.3) return 0;
  if (u < 0.55) return int(1, 3);
  if (u < 0.8) return int(1, 30);
  if (u < 0.95) return int(1, 400);
  return int(1, 5000);
}

function randomRetentions() {
  const n = int(1, 3);
  const out = [];
  for (let i = 0; i < n; i++) out.push(pick([0.7, 0.8, 0.85, 0.9, 0.95, 0.99, round4(uniform(0.7, 0.99))]));
  return out;
}

function replayCase(cardId) {
  const params = randomParams();
  const enable_short_term = rand() < 0.75;
  const maximum_interval = pick([36500, 36500, 365, 100, int(1, 36500)]);
  const desired_retentions = randomRetentions();
  const num_relearning_steps = pick([1, 1, 1, 0, 2, 3]);
  const relearning_steps = Array(num_relearning_steps).fill('10m');
  const engines = desired_retentions.map((request_retention) =>
    fsrs({ w: params, enable_short_term, maximum_interval, request_retention, relearning_steps }));
  const f = engines[0];
  const reviews = [];
  const expected = [];
  let memory = null;
  const count = int(1, 12);
  for (let i = 0; i < count; i++) {
    const rating = randomRating();
    const elapsed_days = i === 0 ? pick([0, 0, 3]) : randomElapsed();
    reviews.push({ rating, elapsed_days });
    const t = i === 0 ? 0 : elapsed_days;
    const retrievability = memory ? f.forgetting_curve(t, memory.stability) : null;
    memory = f.next_state(memory, t, rating);
    const intervals = engines.map((e) => e.next_interval(memory.stability, t));
    expected.push({ retrievability, stability: memory.stability, difficulty: memory.difficulty, intervals });
  }
  const input = { card_id: cardId, params, enable_short_term, maximum_interval, desired_retentions, reviews };
  if (num_relearning_steps !== 1) input.num_relearning_steps = num_relearning_steps;
  return { input, expected: { card_id: cardId, reviews: expected } };
}

function fuzzCase() {
  const maximum_interval = pick([36500, 36500, 365, 100, int(3, 1000)]);
  const f = fsrs({ enable_fuzz: true, maximum_interval });
  const interval = pick([int(1, 10), int(1, 60), int(1, 1000), int(1, 40000)]);
  const elapsed_days = pick([0, int(0, 10), int(0, 500)]);
  const seed = String(int(0, 2 ** 40));
  f.seed = seed;
  return { interval, elapsed_days, maximum_interval, seed, fuzzed: f.apply_fuzz(interval, elapsed_days) };
}

const STEP_SETS = [['1m', '10m'], ['1m', '10m'], ['10m'], [], ['1m', '5m', '1h'], ['30m', '1d'], ['2h']];
const RELEARN_SETS = [['10m'], ['10m'], [], ['5m', '20m'], ['1d']];

// Difference 1: Hard on a later (re)learning step waits that step's own delay again, as in
// Anki; the reference waits the first-step delay (mean of steps 1 and 2) on every step.
function noteDeckSteps(params, state, cur_step) {
  const result = BasicLearningStepsStrategy(params, state, cur_step);
  const relearn = state === State.Relearning || state === State.Review;
  const steps = relearn ? params.relearning_steps : params.learning_steps;
  if (state !== State.Review && cur_step > 0 && cur_step < steps.length)
    result[Rating.Hard] = { scheduled_minutes: ConvertStepUnitToMinutes(steps[cur_step]), next_step: cur_step };
  return result;
}

// Difference 2: the four answers' due times keep Again <= Hard <= Good < Easy. NoteDeck
// makes a card scheduled in days due from the start of that study day (UTC midnight
// here); an answer in days that would come due before the worse answer (after it, for
// Easy after Good) moves to the first study day that keeps the order. The reference
// orders only the review answers Hard < Good < Easy, so e.g. Good and Easy graduating
// from learning on the same day, or a 1-day Hard answered a few minutes before midnight
// (due at midnight) against a 10-minute relearning step for Again, differ.
const DAY_MS = 86400000;
function keepOrder(preview, nowMs) {
  const cards = [Rating.Again, Rating.Hard, Rating.Good, Rating.Easy].map((g) => preview[g].card);
  const today = Math.floor(nowMs / DAY_MS);
  const dueOf = (c) => (c.scheduled_days === 0 ? c.due.getTime() : (today + c.scheduled_days) * DAY_MS);
  for (let i = 1; i < 4; i++) {
    const c = cards[i];
    const bound = dueOf(cards[i - 1]);
    const strict = i === 3;
    const due = dueOf(c);
    if (c.scheduled_days === 0 || due > bound || (!strict && due === bound)) continue;
    let day = Math.floor(bound / DAY_MS);
    if (day * DAY_MS < bound || (strict && day * DAY_MS === bound)) day++;
    c.scheduled_days = Math.max(c.scheduled_days, day - today);
    c.due = new Date(nowMs + c.scheduled_days * DAY_MS);
  }
}

function policyCase(caseId) {
  const w = rand() < 0.5 ? [...default_w] : randomParams();
  const settings = {
    parameters: w,
    desired_retention: pick([0.9, 0.9, 0.8, 0.95, round4(uniform(0.7, 0.99))]),
    maximum_interval: pick([36500, 36500, 180, int(10, 5000)]),
    learning_steps: pick(STEP_SETS),
    relearning_steps: pick(RELEARN_SETS),
    enable_short_term: rand() < 0.8,
    enable_fuzz: rand() < 0.7,
  };
  const f = fsrs({
    w: settings.parameters,
    request_retention: settings.desired_retention,
    maximum_interval: settings.maximum_interval,
    learning_steps: settings.learning_steps,
    relearning_steps: settings.relearning_steps,
    enable_short_term: settings.enable_short_term,
    enable_fuzz: settings.enable_fuzz,
  }).useStrategy(StrategyMode.SEED, GenSeedStrategyWithCardId('card_id'))
    .useStrategy(StrategyMode.LEARNING_STEPS, noteDeckSteps);

  const cardId = 1000 + caseId * 7919;
  let now = Date.UTC(2024, 0, 1) + int(0, 86399) * 1000;
  let card = createEmptyCard(new Date(now));
  card.card_id = cardId;
  const answers = [];
  const count = int(1, 14);
  for (let i = 0; i < count; i++) {
    if (i > 0) {
      // Mostly around the due time, sometimes early or late, sometimes minutes later.
      const u = rand();
      const dueMs = card.due.getTime();
      if (u < 0.5) now = Math.max(now, dueMs) + int(0, 3600) * 1000;
      else if (u < 0.7) now += int(1, 600) * 1000;
      else if (u < 0.85) now = Math.max(now, dueMs + int(-5, 40) * 86400000);
      else now += int(0, 3 * 86400) * 1000;
    }
    const rating = randomRating();
    const preview = f.repeat(card, new Date(now));
    if (settings.enable_short_term) keepOrder(preview, now);
    const next = preview[rating].card;
    answers.push({
      now: now / 1000,
      rating,
      expected: {
        state: next.state,
        due: next.due.getTime() / 1000,
        stability: next.stability,
        difficulty: next.difficulty,
        step: next.learning_steps,
        reps: next.reps,
        lapses: next.lapses,
        scheduled_days: next.scheduled_days,
        elapsed_days: next.elapsed_days,
      },
    });
    card = next;
  }
  return { card_id: cardId, settings, answers };
}

function write(name, items) {
  const file = path.join(outDir, name);
  fs.writeFileSync(file, items.map((x) => JSON.stringify(x)).join('\n') + '\n');
  console.log(`${file}: ${items.length} lines, ${fs.statSync(file).size} bytes`);
}

// Silence the reference's notices about migrated parameter vectors.
console.debug = () => {};
console.warn = () => {};
fs.mkdirSync(outDir, { recursive: true });
write('tsfsrs_cases.jsonl', Array.from({ length: 800 }, (_, i) => replayCase(i + 1)));
write('tsfsrs_fuzz.jsonl', Array.from({ length: 1500 }, fuzzCase));
write('tsfsrs_policy.jsonl', Array.from({ length: 250 }, (_, i) => policyCase(i)));
