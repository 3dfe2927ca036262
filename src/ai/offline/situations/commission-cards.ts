import { cues } from '@/domain/coaching'
import { paybackForPay } from './payback-points'
import type { SituationCard } from './situation-types'

/** Commission withheld, cut or taken back. Safety rules as for triage (legal). */
export const commissionCards: readonly SituationCard[] = [
  {
    id: 'commission_dispute',
    title: 'a commission dispute',
    area: 'triage',
    safety: 'legal',
    signals: ['pay_dispute'],
    cues: [
      ...cues(4, 'paid on half', 'sourced', 'credit under', 'payslip'),
      ...cues(
        4,
        'paychecks had nothing',
        'nothing for it',
        'not on my paycheck',
        'missing from my paycheck',
        'wasnt commissionable',
        'not commissionable',
      ),
      ...cues(
        5,
        'missed payroll',
        'didnt get paid',
        'paycheck bounced',
        'late paycheck',
        'havent been paid',
      ),
      ...cues(4, 'moved my deal', 'pushed my deal', 'moved the deal to', 'miss accelerators'),
      // A payout that is not what was agreed: "the amount did not match the split we agreed".
      ...cues(4, 'did not match', 'didnt match', 'agreed split', 'agreed upon split', 'shorted me'),
      // Pay that depends on still being employed when someone resigns.
      ...cues(4, 'bonus scheme', 'if i resign', 'before i resign', 'resign before', 'revoked'),
      ...cues(4, 'lost commission', 'avoid payment', 'avoid paying', 'loss of earnings'),
      // The employer itself failing: the commission is owed as wages, claimed in the insolvency.
      // Cue words also stop choosing among the card's points, so these avoid "company".
      ...cues(5, 'bankrupt', 'bankruptcy', 'insolvent', 'insolvency'),
      // A bonus or spiff not paid is the same dispute as a commission.
      ...cues(3, 'my bonus', 'my spiff', 'the spiff', 'promised a bonus', 'promised commission'),
      ...cues(
        4,
        'hasnt paid out',
        'havent paid out',
        'not paid out',
        'still hasnt paid',
        'changed how my commission',
        'commission is calculated',
        'commissions on a deal',
        'commission on a deal',
        'owed commission',
      ),
      ...cues(
        3,
        'not be receiving',
        'not receiving',
        'never paid',
        'paid me back',
        'collect the money',
        'went back on',
        'get paid',
      ),
      ...cues(
        2,
        'dock*',
        'take back commission',
        'not get commission',
        'no commission',
        'house account',
      ),
      ...cues(
        4,
        'commission dispute',
        'split my deal',
        'took my commission',
        'stole my commission',
      ),
      ...cues(3, 'commission', 'commissions', 'credit for the deal', 'deal credit', 'split'),
      ...cues(2, 'not paid', 'withh*', 'capped', 'retroactive*', 'owed', 'didnt pay', 'wont pay'),
    ],
    acknowledge:
      'Not being paid what you earned is maddening, and you are right to take it seriously.',
    answer:
      'Go back to the signed comp plan: it decides what you are owed, not the mood of the quarter. Put your claim in writing, with the deal, the date and the clause, and keep it factual; if that does not settle it, an employment lawyer or your labour department is the next step.',
    points: [
      'Deal reassigned before it closed? Ask in writing for the crediting rule on reassigned deals and for a split that reflects the work you did; the CRM history of your activity on it is your evidence.',
      'Told it is company policy? Ask for the written policy and the date you received it: a rule that is not in your signed plan or in a policy you were given is hard to hold you to.',
      'Want to sue, or go to the labor board? For unpaid commission a wage claim with your state labour department (the labor board) usually comes first and costs nothing; an employment lawyer can tell you whether a lawsuit is worth it, and many give a free first consultation.',
      'Payroll missed? Wages are owed on time in most places: ask in writing when you will be paid, keep your pay stubs, and if it happens again, file a wage claim with your state labour department and start looking, since missed payroll often means cash trouble.',
      'Company being acquired? Ask in writing how commission earned before the acquisition carries over to the new owner.',
      'Not paid because the customer paid late, or still waiting? Many plans pay commission only once the customer pays, so read what yours says: a wait until the money arrives is common, but losing the commission after the customer has paid in full is worth a written challenge.',
      'A split nobody told you about? Ask sales ops for the split rule and who approved this one; splits are normally agreed in advance, not found on the payslip.',
      'For "have a case": it comes down to the wording of the signed plan: when a deal counts as earned (at signature, at invoice or once the customer pays), any condition such as still being employed on payout day, and any right the plan reserves to alter or cap it; if your deal meets the plan’s own definition of earned, your claim is strong.',
      'Collect the evidence: the comp plan you signed, the CRM record and the close date, and any emails about the split or the cap.',
      'Email your manager and sales ops (or finance) asking how the payout was calculated, and cite the clause; ask for an answer by a date.',
      'If commission on deals you already closed is cut or taken away after the fact (a plan changed afterwards), or earned commission goes unpaid, your state labour department or an employment lawyer can tell you whether that is legal where you live; many give a first consultation free.',
      'Do not sign a new plan or an acknowledgement that waives commission already earned; reply in writing that you are signing for future deals only.',
      'Paid less on a sale because it was too big? A windfall or large-deal cap only applies if your signed terms say so: ask for the clause in writing, and if there is none, the normal rate applies.',
      'A large deal coming up? Confirm in writing before it closes how it will be paid, including any cap or windfall clause.',
      'When a check is short and payroll says it is correct, ask for the calculation line by line (deal, amount, rate, any split, threshold or clawback): most gaps come from a split or a crediting date, and the sheet shows which.',
      'Moved to other work that cut your commission (covering a vacancy, a special project)? Ask in writing for a guarantee, a draw or a make-up payment for that period, agreed before the work starts or as soon as you can; a verbal "I will not leave you hanging" is not a plan.',
      'After you quit or leave, what decides it is the plan wording: when commission counts as earned (at signature, invoice or payment) and whether you must still be employed on payout day; in many places commission earned before you left is owed as wages, and withholding it may not be legal, so check your state or country rules.',
      // Worded narrowly: only a bankruptcy question should choose it.
      'Bankrupt or insolvent? File with the trustee or administrator early; earned commission usually counts as wages there.',
      paybackForPay,
    ],
    why: 'Commission disputes are won on documents; a calm written record is what HR, finance or a lawyer will ask for.',
    askBack:
      'Is it a deal that closed and was not paid, or a plan that was changed after the fact?',
    practice:
      'Write one email to your manager and sales ops with the deal, the close date, the plan clause and the amount you expected.',
    practiceTime: 'an hour to gather the documents',
  },
  {
    id: 'commission_clawback',
    title: 'a commission clawback',
    area: 'triage',
    safety: 'legal',
    signals: ['pay_dispute'],
    cues: [
      ...cues(5, 'signing bonus', 'sign on bonus', 'signon bonus'),
      ...cues(
        4,
        'deducting',
        'deduct',
        'take it out of my',
        'never paid their invoice',
        'never paid the invoice',
        'went bankrupt',
        'out of my paycheck',
        'from my next',
      ),
      ...cues(
        4,
        'take back the commission',
        'take back my commission',
        'take the commission back',
        'take back commission',
        'dock commission',
        'dock sales commission',
        'churned',
        'customer cancelled',
        'client cancelled',
        'charge back',
        'chargeback',
      ),
      ...cues(4, 'clawback*', 'claw back', 'clawed back', 'draw repayment', 'recoverable draw'),
      // Asked ahead: "do I still get paid if the client cancels?"
      ...cues(5, 'customer cancel*', 'client cancel*', 'customer backs out', 'client backs out'),
      ...cues(5, 'customer went bankrupt', 'client went bankrupt', 'customer is bankrupt'),
      ...cues(2, 'churn*', 'cancel*', 'refund*', 'pay it back', 'owe them', 'refuse to pay'),
    ],
    acknowledge: 'A clawback on money you already counted as yours stings.',
    answer:
      'Whether they can claw back depends on what the signed comp plan says: the clawback window, what triggers it (non-payment, early cancellation) and whether a draw is recoverable. Read that clause before you agree to repay anything.',
    points: [
      'A signing bonus to pay back? Most come with a repayment clause if you leave within a set time: read your offer letter for it; repaying a prorated share is common, and the amount is sometimes negotiable on the way out.',
      'Find the clawback clause and the draw terms in the plan you signed, and check the dates against the customer’s cancellation.',
      'Ask sales ops for the calculation in writing; errors in clawbacks are common.',
      'Before your next offer, ask how clawbacks and draws work and get the answer in the plan.',
      'If the plan says nothing about taking back commission, or the deal closed before you joined, put your question to HR in writing and keep every reply.',
      'If money is deducted from your pay without a written agreement, your state labour department or an employment lawyer can tell you whether that is allowed.',
      'Refusing to pay it back outright rarely ends it: the company may deduct it from future commission, or from your paycheck where the plan and state law allow. Dispute it in writing instead, ask for the clause and the calculation, and check each payslip for deductions.',
      paybackForPay,
    ],
    why: 'Clawback rules live in the plan and in local wage law; both are written, so the answer is in the documents.',
    askBack: 'Was it a customer cancelling, or a draw you are now asked to repay?',
    practice:
      'Find the clawback clause in your signed comp plan and compare its window with the cancellation date.',
  },
]
