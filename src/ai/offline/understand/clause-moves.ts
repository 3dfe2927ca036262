import type { ClauseRule } from './clause-rule'
import { cardIds } from '../situations/card-ids'

/** Moving from sales into another function: the function named with a move in one sentence. */
const moveActions = [
  'move to',
  'move into',
  'moving into',
  'moving to',
  'switch to',
  'switch into',
  'transition to',
  'transition into',
  'focus on',
  'get into',
  'go into',
  'become a',
  'make the move',
  'move over',
  'better utilized',
  'better suited',
]

export const moveRules: readonly ClauseRule[] = [
  {
    card: cardIds.move_to_marketing,
    actors: ['marketing', 'biz dev', 'business development', 'demand gen', 'product marketing'],
    actions: moveActions,
    weight: 3,
  },
  {
    card: cardIds.move_to_csm,
    actors: ['customer success', 'csm', 'client success'],
    actions: moveActions,
    weight: 3,
  },
  {
    card: cardIds.move_to_sales_engineer,
    actors: [
      'sales engineer*',
      'solutions engineer*',
      'presales',
      'pre sales',
      'solutions consultant',
    ],
    actions: moveActions,
    weight: 3,
  },
  {
    card: cardIds.move_to_am,
    actors: ['account management', 'account manager'],
    actions: moveActions,
    weight: 3,
  },
  {
    card: cardIds.move_to_revops,
    actors: ['revops', 'rev ops', 'sales ops', 'sales operations', 'revenue operations'],
    actions: moveActions,
    weight: 3,
  },
  {
    card: cardIds.move_to_sales_management,
    actors: [
      'sales manager',
      'management',
      'managing a team',
      'team lead',
      'lead a team',
      'manage people',
      'front line manager',
    ],
    actions: moveActions,
    weight: 3,
  },
]
