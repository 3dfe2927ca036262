/** The score levels the ranking and its preference rules share. */

/** A triage signal outweighs topic words: a PIP question full of quota words is about the PIP. */
export const signalWeight = 4
/** Below this score a card is not a candidate at all. */
export const minScore = 3
/** A confident answer needs this score and this lead over the runner-up. */
export const confidentScore = 5
export const confidentMargin = 2
/** Inside trouble at work, a turn this short with a top score below `newTopicScore` is an aside. */
export const threadTurnWords = 20
export const newTopicScore = 6
/** Past this many words a message is a letter, a story told whole, not a line typed in passing. */
export const letterWords = 40

/** The rules' card is kept when the reader gives it at least this probability (doubt.ts). */
export const readerFloor = 0.15
