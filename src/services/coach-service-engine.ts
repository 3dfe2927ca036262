/**
 * The coach's engine side of a chat turn: the offline coach, its memory notes and the turn runner.
 * It is loaded on the first chat turn, not with the coach service, so the screens that only read
 * the history or the memory (the agent demo's first paint) never fetch or evaluate the coach's
 * cards and reader (issue 33).
 */
export { coachNotes, createOfflineCoach } from '@/ai'
export { runTurn } from './coach-service-turn'
