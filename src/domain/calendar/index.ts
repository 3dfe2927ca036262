export {
  roadmapIcs,
  roadmapIcsEvents,
  roadmapIcsFileName,
  slugify,
  type RoadmapIcsInput,
} from './roadmap-ics'
export {
  scheduleRoadmap,
  parsePlanWindow,
  targetMonths,
  type RoadmapSchedule,
  type ScheduledPhase,
  type DateSpan,
  type PlanWindow,
} from './roadmap-schedule'
export {
  escapeText,
  foldLine,
  serializeCalendar,
  type IcsEvent,
  type IcsCalendar,
} from './ics-format'
export {
  addDays,
  addMonths,
  daysBetween,
  isCalendarDate,
  localCalendarDate,
} from './calendar-dates'
