/**
 * Words that introduce a group of skills on one line: "Tools: Salesforce, Gong", "Tech: React".
 * A line starting with one of these and a colon is a skills line wherever it sits (header
 * blocks of LaTeX templates put "Techs:" under the name). Matched whole, case-insensitively.
 */
export const skillLineLabels: readonly string[] = [
  'skills',
  'key skills',
  'technical skills',
  'tools',
  'tech',
  'techs',
  'tech stack',
  'stack',
  'technologies',
  'software',
  'programming languages',
  'languages',
  'frameworks',
  'platforms',
  'sales tools',
  'sales stack',
  'methods',
  'methodologies',
  'soft skills',
  'computer',
  'computer skills',
]

/**
 * Group names that some templates set in their own column with no colon ("DevOps   AWS, Docker"
 * comes out as "DevOps AWS, Docker"). Stripped only before a comma list.
 */
export const bareGroupLabels: readonly string[] = [
  'tech stack',
  'devops',
  'backend',
  'frontend',
  'front end',
  'back end',
  'programming',
  'languages',
  'tools',
  'databases',
  'cloud',
  'mobile',
  'testing',
  'data',
  'design',
  // moderncv's two-column "computer knowledge" table: "OS Linux, Unix   desktop OpenOffice, ...".
  'os',
  'desktop',
  'office',
  'programmation',
  'scripting',
  'scientific',
  'typography',
  'web design',
  'web',
  'database',
  'administration',
  'frameworks',
  'libraries',
  'platforms',
]

/** Spoken languages, so "French Native" or "Dutch Near-native" keeps only the language. */
export const spokenLanguages: readonly string[] = [
  'english',
  'french',
  'spanish',
  'german',
  'dutch',
  'italian',
  'portuguese',
  'chinese',
  'mandarin',
  'cantonese',
  'japanese',
  'korean',
  'russian',
  'arabic',
  'hindi',
  'bengali',
  'urdu',
  'turkish',
  'polish',
  'swedish',
  'norwegian',
  'danish',
  'finnish',
  'greek',
  'hebrew',
  'vietnamese',
  'thai',
  'indonesian',
  'tagalog',
  'ukrainian',
  'czech',
  'romanian',
  'hungarian',
]

/**
 * Words that describe how well a language is used: "Spanish Understand Well, Speak Reasonably,
 * Read Reasonably" is one skill, Spanish.
 */
export const languageAbilityWords: readonly string[] = [
  'understand',
  'understanding',
  'speak',
  'speaking',
  'read',
  'reading',
  'write',
  'writing',
  'listening',
  'spoken',
  'written',
  'mother tongue',
  'mother-tongue',
]

/** Small words that make an item a sentence ("Many journeys in english speaking countries"). */
export const proseWords: readonly string[] = [
  'the',
  'a',
  'an',
  'in',
  'of',
  'for',
  'to',
  'with',
  'on',
  'at',
  'by',
  'from',
  'including',
]

/**
 * Words that with most of an item's words in lower case make a clause of five words or more ("Likes
 * practicing adventure sports like", "rock climbing and scuba diving"); not enough on their own
 * for a shorter item ("data analysis and visualization" is a skill).
 */
export const clauseWords: readonly string[] = [
  'and',
  'like',
  'likes',
  'is',
  'are',
  'was',
  'were',
  'has',
  'have',
  'been',
  'being',
  'my',
  'our',
  'me',
]

/** Labels inside a skills section that carry no skill: a line like "Familiar:" or "Over 1000 lines:". */
export const MAX_LABEL_WORDS = 4

/** Soft skills, for classification only (never searched for in the text). */
export const softSkills: readonly string[] = [
  'communication',
  'teamwork',
  'leadership',
  'problem solving',
  'creative problem solving',
  'time management',
  'adaptability',
  'collaboration',
  'active listening',
  'empathy',
  'presentation',
  'presentations',
  'public speaking',
  'relationship building',
  'stakeholder management',
  'resilience',
  'coachability',
  'learning mindset',
  'critical thinking',
  'attention to detail',
  'hard-working',
  'persuasive',
  'motivator & leader',
  'organization',
  'storytelling',
]

/** A skill is a short phrase: longer fragments are sentences that happen to sit in the section. */
export const MAX_SKILL_WORDS = 6

/** Words before the skill itself: "Proficient in Excel", "Fluent in Spanish". */
export const proficiencyPrefixes: readonly string[] = [
  'proficient in',
  'proficient with',
  'fluent in',
  'familiar with',
  'experienced in',
  'experience with',
  'knowledge of',
  'working knowledge of',
  'skilled in',
  'expert in',
  'and',
]

/** Labels in a skills section whose line lists no skills ("Awards: ...", "Interests: ..."). */
/** Group labels typed without a colon whose list is not skills ("Personal Interests Swimming | ..."). */
export const bareNonSkillLabels: readonly string[] = ['personal interests', 'interests', 'hobbies']

export const nonSkillLabels: readonly string[] = [
  'awards',
  'honors',
  'honours',
  'interests',
  'hobbies',
  'certifications',
  'certificates',
  'references',
  'activities',
  'volunteering',
  'publications',
]

/**
 * What a document calls itself: a running footer "John Doe   Curriculum vitae" on the last page
 * comes out at the end of the last section, and is no skill.
 */
export const documentTitles: readonly string[] = [
  'curriculum vitae',
  'résumé',
  'resume',
  'cv',
  'lebenslauf',
]

/** Levels written after a skill, in parentheses or not: "German (native)", "Spanish - fluent". */
export const levelWords: readonly string[] = [
  // The LinkedIn and ILR scale JSON Resume themes print under a language.
  'native or bilingual',
  'full professional',
  'professional working',
  'limited working',
  'native',
  'near-native',
  'very good',
  'fluent',
  'bilingual',
  'professional',
  'conversational',
  'intermediate',
  'advanced',
  'basic',
  'beginner',
  'expert',
  'proficient',
  'working knowledge',
  'elementary',
  'limited',
  'a1',
  'a2',
  'b1',
  'b2',
  'c1',
  'c2',
]

/** A skills-section line this long ending in a full stop is prose, not a list. */
export const MAX_LIST_LINE_WORDS = 12
