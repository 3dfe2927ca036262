import { analyseLine } from './detectors'
import { hasAnyCue, normaliseLine } from './normalise'
import { firstFilled, type CandidateFacts } from './candidate-facts'
import type { InterviewQuestion, PracticeSession, Scenario } from './practice-types'
import { prospectLines } from './prospect-lines'
import { seededPick } from './seeded'
import { callVoice } from './call-voice'

/**
 * The interviewer of a mock interview (issue 31, item 3): asks the scenario's questions in order,
 * follows up once on a thin answer, pushes back once at the objection turn, then takes the
 * candidate's own questions (hidden facts answer the good ones). Never says a line twice.
 */

const THIN_WORDS = 15

const lines = {
  good: ['Good, that is concrete.', 'Thanks, that helps.', 'Okay, clear.', 'Right, I follow.'],
  thin: ['Okay.', 'Alright.', 'Noted.', 'Hm, okay.', 'Fine.'],
  fair: ['Fair enough.', 'Okay, I hear you.', 'That is a fair answer.'],
  closing: [
    'That is everything from me. What questions do you have for us?',
    'Okay, I have what I need. What would you like to ask me?',
  ],
  answer: [
    'Good question. Honestly, it depends on the week.',
    'Fair question. We are still working that out as a team.',
    'That varies, but I can put you in touch with the team to hear it from them.',
  ],
  more: ['Anything else?', 'What else would you like to know?', 'Other questions?'],
  prompt: [
    'Okay. Do you have any questions for me?',
    'Anything you would like to ask me?',
    'Is there something you want to know about the role?',
  ],
  noQuestions: ['Alright, thanks for coming in. We will be in touch.'],
}

/** The question as asked of this candidate: about their own story when their facts allow. */
export const askOf = (q: InterviewQuestion, candidate: CandidateFacts | undefined): string =>
  firstFilled(q.personal, candidate) ?? q.ask

const userTurns = (s: PracticeSession) => s.transcript.filter((l) => l.speaker === 'user').length

export function interviewTurn(
  session: PracticeSession,
  scenario: Scenario,
  line: string,
): PracticeSession {
  const plan = scenario.interview
  if (session.outcome !== 'in_progress' || !plan) return session
  const turn = userTurns(session) + 1
  const a = analyseLine(line, scenario.personalCues)
  const next: PracticeSession = {
    ...session,
    revealed: [...session.revealed],
    transcript: [...session.transcript, { speaker: 'user', text: line }],
  }
  const { fresh, say, said } = callVoice(session.seed, turn, next)

  const finish = (outcome: PracticeSession['outcome'], text: string | null) => {
    next.outcome = outcome
    say(text ?? prospectLines.wrapUp[0])
    return next
  }

  if (a.insult) return finish('ended_by_prospect', fresh(prospectLines.insultEnd, 'insult'))
  if (a.gibberish) {
    const text = fresh(prospectLines.didNotCatch, 'catch')
    return text ? (say(text), next) : finish('turn_limit', null)
  }
  const pending = session.objectionRaised && !session.objectionHandled
  if (pending) next.objectionHandled = a.acknowledges
  const closingSaid = lines.closing.some((c) => said.has(c)) || plan.questions.length === 0
  if (!closingSaid) {
    const asks = plan.questions.map((q) => askOf(q, session.candidate))
    const step = asks.reduce((at, ask, i) => ([...said].some((t) => t.endsWith(ask)) ? i : at), 0)
    const current = plan.questions[step]
    if (current && a.words < THIN_WORDS && !said.has(current.followUp)) say(current.followUp)
    else if (!session.objectionRaised && turn >= scenario.objectionTurn) {
      next.objectionRaised = true
      say(seededPick(scenario.persona.objections, session.seed, turn, 'pushback'), true)
    } else {
      const ask = asks[step + 1]
      const tone =
        pending && a.acknowledges
          ? lines.fair
          : a.words >= 40 || /\d/.test(line)
            ? lines.good
            : lines.thin
      const options = ask ? tone.map((t) => `${t} ${ask}`) : lines.closing
      const text = fresh(options, 'next') ?? fresh(lines.closing, 'closing')
      if (!text) return finish('turn_limit', null)
      say(text)
    }
  } else {
    const asked = next.transcript.filter(
      (l, i) =>
        l.speaker === 'user' &&
        i > closingIndex(next) &&
        analyseLine(l.text).questions.includes('open'),
    ).length
    if (a.questions.includes('open')) {
      const text = normaliseLine(line)
      const fact = scenario.persona.hiddenFacts.find(
        (f) => !next.revealed.includes(f.id) && hasAnyCue(text, f.triggers),
      )
      if (fact) next.revealed.push(fact.id)
      const answer = fact?.line ?? fresh(lines.answer, 'answer') ?? 'Good question.'
      if (asked >= plan.questionsBack)
        return finish(
          'goal_reached',
          `${answer} ${scenario.goal.acceptLine.replace('{when}', 'the next round')}`,
        )
      const more = fresh(
        lines.more.map((m) => `${answer} ${m}`),
        'more',
      )
      if (!more) return finish('turn_limit', null)
      say(more)
    } else {
      const text = fresh(lines.prompt, 'prompt')
      if (!text) return finish('turn_limit', fresh(lines.noQuestions, 'none'))
      say(text)
    }
  }
  if (next.outcome === 'in_progress' && turn >= scenario.turnLimit)
    return finish('turn_limit', fresh(prospectLines.turnLimit, 'limit'))
  return next
}

/** Where the questions-back part starts: the closing line, or the opener when there are no questions. */
function closingIndex(s: PracticeSession): number {
  const at = s.transcript.findIndex(
    (l) => l.speaker === 'prospect' && lines.closing.includes(l.text),
  )
  return at === -1 ? 0 : at
}
