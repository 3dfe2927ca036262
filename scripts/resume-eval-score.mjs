// Scoring for scripts/resume-eval.mjs. Truth per file:
//   { currentRole, roleAlternatives?, years, skills: [as written], achievements: [fragments] }
// An achievement counts as found when one reported achievement contains its fragment.

const norm = (s) =>
  String(s)
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}+#]+/gu, ' ')
    .trim()

export function scoreFile(insights, truth) {
  if (!insights) {
    return {
      parsed: false,
      role: false,
      years: false,
      skillHits: 0,
      skillTruth: truth.skills.length,
      skillReported: 0,
      skillCorrect: 0,
      achHits: 0,
      achTruth: truth.achievements.length,
      detail: { error: 'parse failed' },
    }
  }
  const roles = [truth.currentRole, ...(truth.roleAlternatives ?? [])].map(norm)
  const role = roles.includes(norm(insights.currentRole))
  const years = Math.abs(insights.experience - truth.years) <= 1
  const truthSkills = new Set(truth.skills.map(norm))
  const reported = [...new Set(insights.skills.map(norm))]
  const correct = reported.filter((s) => truthSkills.has(s))
  const missedSkills = [...truthSkills].filter((s) => !reported.includes(s))
  const extraSkills = reported.filter((s) => !truthSkills.has(s))
  const found = insights.achievements.map(norm)
  const missedAch = truth.achievements.filter((a) => !found.some((f) => f.includes(norm(a))))
  return {
    parsed: true,
    role,
    years,
    skillHits: truthSkills.size - missedSkills.length,
    skillTruth: truthSkills.size,
    skillReported: reported.length,
    skillCorrect: correct.length,
    achHits: truth.achievements.length - missedAch.length,
    achTruth: truth.achievements.length,
    detail: {
      role: role ? undefined : `${insights.currentRole} (want ${truth.currentRole})`,
      years: years ? undefined : `${insights.experience} (want ${truth.years})`,
      missedSkills,
      extraSkills,
      missedAch,
      achReported: insights.achievements.length,
    },
  }
}

const pct = (n, d) => (d === 0 ? '  -  ' : `${((100 * n) / d).toFixed(0).padStart(3)}%`)

export function summarise(rows) {
  const sum = (f) => rows.reduce((n, r) => n + f(r), 0)
  const times = rows.map((r) => r.ms).sort((a, b) => a - b)
  return {
    files: rows.length,
    role: sum((r) => (r.role ? 1 : 0)),
    years: sum((r) => (r.years ? 1 : 0)),
    skillHits: sum((r) => r.skillHits),
    skillTruth: sum((r) => r.skillTruth),
    skillCorrect: sum((r) => r.skillCorrect),
    skillReported: sum((r) => r.skillReported),
    achHits: sum((r) => r.achHits),
    achTruth: sum((r) => r.achTruth),
    medianMs: times[Math.floor(times.length / 2)] ?? 0,
    stepsMaxMs: rows.reduce((m, r) => Math.max(m, r.stepsMs), 0),
    maxMs: times.at(-1) ?? 0,
  }
}

export function formatRow(r) {
  return [
    r.set.padEnd(15),
    r.name.padEnd(34),
    `role ${r.role ? 'ok ' : 'NO '}`,
    `years ${r.years ? 'ok ' : 'NO '}`,
    `skills R ${pct(r.skillHits, r.skillTruth)} P ${pct(r.skillCorrect, r.skillReported)}`,
    `ach R ${pct(r.achHits, r.achTruth)}`,
    `${r.ms.toFixed(0).padStart(4)} ms (insights ${r.stepsMs.toFixed(1)} ms)`,
  ].join('  ')
}

export function formatTotals(label, s) {
  return [
    `TOTAL ${label.padEnd(15)} ${String(s.files).padStart(2)} files`,
    `role ${pct(s.role, s.files)}`,
    `years±1 ${pct(s.years, s.files)}`,
    `skills recall ${pct(s.skillHits, s.skillTruth)} precision ${pct(s.skillCorrect, s.skillReported)}`,
    `achievements recall ${pct(s.achHits, s.achTruth)}`,
    `median ${s.medianMs.toFixed(0)} ms, max ${s.maxMs.toFixed(0)} ms (insights max ${s.stepsMaxMs.toFixed(1)} ms)`,
  ].join('  ')
}
