// The peer of bench_optimizer: fsrs-rs (through its Node.js binding, compiled to WASI) fitting
// FSRS-6 parameters to the same review-log CSV, with the same training items as NoteDeck
// builds them (one item per review on a later study day than the card's previous one, days
// starting at 04:00 UTC). Prints one line per run: the fit's wall-clock and CPU time and the
// log loss and RMSE(bins) fsrs-rs reports for its fitted parameters on the same items.
//   node fsrs_rs_peer.mjs review-log.csv [runs]     (NODE_PATH must find the binding)
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'

// require() honours NODE_PATH, which points at a scratch install of the pinned binding.
const { computeParameters, FSRSBinding, FSRSBindingItem, FSRSBindingReview } =
  createRequire(import.meta.url)('@open-spaced-repetition/binding')

const [csvFile, runText = '5'] = process.argv.slice(2)
const lines = readFileSync(csvFile, 'utf8').trim().split('\n')
const header = lines[0].split(',')
const column = (name) => header.indexOf(name)
const cardColumn = column('card_id'), ratingColumn = column('review_rating'), timeColumn = column('review_time')

const reviewsByCard = new Map()
for (const line of lines.slice(1)) {
  const fields = line.split(',')
  const card = fields[cardColumn]
  if (!reviewsByCard.has(card)) reviewsByCard.set(card, [])
  reviewsByCard.get(card).push({ rating: Number(fields[ratingColumn]), ms: Date.parse(fields[timeColumn]) })
}

const dayMs = 86400000
const boundaryMs = 4 * 3600000
const predicted = []
for (const reviews of reviewsByCard.values()) {
  reviews.sort((a, b) => a.ms - b.ms)
  let previousDay = null
  const history = []
  for (const review of reviews) {
    const day = Math.floor((review.ms - boundaryMs) / dayMs)
    const elapsed = previousDay === null ? 0 : day - previousDay
    previousDay = day
    history.push([review.rating, elapsed])
    if (history.length > 1 && elapsed > 0) predicted.push({ ms: review.ms, history: history.slice() })
  }
}
predicted.sort((a, b) => a.ms - b.ms)
const items = predicted.map(
  (p) => new FSRSBindingItem(p.history.map(([rating, elapsed]) => new FSRSBindingReview(rating, elapsed))))
console.log(`items ${items.length}`)

for (let run = 0; run < Number(runText); run++) {
  const cpu = process.cpuUsage()
  const start = performance.now()
  const parameters = await computeParameters(items, { enableShortTerm: true, numRelearningSteps: 1 })
  const wallMs = performance.now() - start
  const used = process.cpuUsage(cpu)
  const cpuMs = (used.user + used.system) / 1000
  const metrics = new FSRSBinding(parameters).evaluate(items)
  console.log(`fit wall_ms ${wallMs.toFixed(1)} cpu_ms ${cpuMs.toFixed(1)} log_loss ${metrics.logLoss.toFixed(4)} rmse_bins ${metrics.rmseBins.toFixed(4)}`)
}
