/**
 * "How long will this take?" for situations where the honest answer is not the practice step's
 * length. No figures: nothing here has a source with a year, so it says what the time depends on
 * and what shortens it.
 */
const search =
  'There is no honest single number: it depends on the market, your results and how many people you talk to each week. What shortens it is a weekly rhythm: a handful of tailored applications, several conversations with people in the roles you want, and one referral ask.'

export const durations: Readonly<Record<string, string>> = {
  fired: search,
  laid_off: search,
  job_search: search,
  breaking_in:
    'It depends most on how many hiring managers and SDRs you talk to each week, more than on courses. People who treat the search like a sales pipeline (a list, daily outreach, follow-ups) usually move fastest.',
  pip: 'As long as the plan says: the dates are in the PIP itself. Ask for the weekly checkpoints in writing so you know where you stand before the last day, not on it.',
  burnout:
    'Recovery takes longer than the week off most people hope for: expect weeks of lighter load and real rest before your energy is back, and longer if nothing in the job changes.',
}
