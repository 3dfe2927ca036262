import { describe, expect, it } from 'vitest'
import { emptySections } from '../layout/split-sections'
import { readSkills, splitSkillLine } from './skills'

const now = new Date('2025-01-01T00:00:00Z')
const withSkills = (skills: string[], experience: string[] = []) => ({
  ...emptySections(),
  skills,
  experience,
})

describe('readSkills', () => {
  it('reads only the skills section when there is one, renaming known tools', () => {
    const skills = readSkills(
      withSkills(['Salesforce, apollo.io, Email Copywriting, QBRs'], ['• Ran MEDDPICC discovery']),
      'Ran MEDDPICC discovery',
      now,
    )
    expect(skills.map((s) => s.name)).toEqual(['Salesforce', 'Apollo', 'Email Copywriting', 'QBRs'])
    expect(skills.every((s) => !s.inferred)).toBe(true)
    expect(skills[0]?.kind).toBe('tool')
  })

  it('stops reading a skills section at a job line a sidebar layout ran into it', () => {
    const skills = readSkills(
      withSkills(['Git', 'Webstorm', 'Student Assistant   Uni Bremen, 2010 - 2011', 'Flex, Java']),
      '',
      now,
    )
    expect(skills.map((s) => s.name)).toEqual(['Git', 'Webstorm'])
  })

  it('classifies sales skills and soft skills', () => {
    const kinds = readSkills(withSkills(['Cold calling, Communication, Webflow']), '', now).map(
      (s) => s.kind,
    )
    expect(kinds).toEqual(['sales', 'soft', 'other'])
  })

  it('falls back to the text only without a skills section, marked inferred', () => {
    const text = 'Booked demos with Salesforce and Gong; improved content discovery'
    const skills = readSkills(emptySections(), text, now)
    expect(skills.map((s) => s.name)).toEqual(['Salesforce', 'Gong'])
    expect(skills.every((s) => s.inferred)).toBe(true)
  })
})

describe('readSkills on labelled lines outside a skills section', () => {
  it('reads a "Tech:" line under the name, with the line it wraps onto', () => {
    const sections = {
      ...emptySections(),
      summary: [
        'I build apps.',
        'Tech: Meteor, Javascript, Git,',
        'Webstorm, Terminal',
        'Loves: Sci-Fi',
      ],
    }
    expect(readSkills(sections, '', now).map((s) => s.name)).toEqual([
      'Meteor',
      'Javascript',
      'Git',
      'Webstorm',
      'Terminal',
    ])
  })
})

describe('readSkills on a resume builder skills block (issue 35)', () => {
  it('drops the group name and the level, keeps the keywords', () => {
    const sections = withSkills([
      'Web Frameworks',
      'Intermediate',
      'React.js, Angular, Vue.js',
      'Intermediate',
      'Webpack, Git',
    ])
    expect(readSkills(sections, '', now).map((s) => s.name)).toEqual([
      'React.js',
      'Angular',
      'Vue.js',
      'Webpack',
      'Git',
    ])
  })
})

describe('readSkills on groups set side by side (issue 35)', () => {
  it('drops a row of group names over a row of levels', () => {
    const sections = withSkills([
      'Web Technologies   Tools',
      'Advanced   Intermediate',
      'HTML5, PHP   Webpack, Git',
    ])
    expect(readSkills(sections, '', now).map((s) => s.name)).toEqual([
      'HTML5',
      'PHP',
      'Webpack',
      'Git',
    ])
  })
})

describe('readSkills keeps a language set as name and level (issue 35)', () => {
  it('keeps "English" above "Native Speaker"', () => {
    const sections = withSkills(['English', 'Native Speaker', 'Spanish', 'Intermediate'])
    expect(readSkills(sections, '', now).map((s) => s.name)).toEqual(['English', 'Spanish'])
  })
})

describe('skills sections that hold prose (issue 35, fourth pass)', () => {
  it('drops bullets that are each one sentence and keeps the list beside them', () => {
    expect(splitSkillLine('• Leadership skills.   • Open minded and eager to learn.')).toEqual([])
    expect(splitSkillLine('• Photography and design enthusiast.   • World citizen.')).toEqual([])
    expect(splitSkillLine('MS Office.')).toEqual(['MS Office'])
    expect(splitSkillLine('Python, SQL.')).toEqual(['Python', 'SQL'])
  })

  it('drops the pieces of a paragraph set in two columns', () => {
    expect(
      splitSkillLine(
        '• Soon-to-be mechanical engineer spe- • Likes practicing adventure sports like',
      ),
    ).toEqual([])
    expect(splitSkillLine('skying, rock climbing and scuba diving,')).toEqual(['skying'])
    expect(
      splitSkillLine('mics, with a good legal education.   and has been a boy scout.'),
    ).toEqual([])
  })

  it('keeps the name of a skill explained after a colon', () => {
    expect(
      splitSkillLine('Programming: Python, Java, Bash: known at an intermediate level'),
    ).toEqual(['Python', 'Java', 'Bash'])
    expect(
      splitSkillLine('Development: JavaScript, php: website design and implementation'),
    ).toEqual(['JavaScript', 'php'])
  })

  it('drops a running footer naming the document', () => {
    expect(splitSkillLine('John Doe   Curriculum vitae')).toEqual([])
    expect(splitSkillLine('Tableau | Python | PostgreSQL')).toEqual([
      'Tableau',
      'Python',
      'PostgreSQL',
    ])
  })

  it('reads a sentence that runs on to the next line as one, not as a list', () => {
    const skills = readSkills(
      withSkills([
        'English Very good   Many journeys in english speaking countries, including the United',
        'States, the United Kingdom and Kenya.',
        '• Communication: Managers, product managers, and designers have given me feedback as being',
        'excellent communicator to stakeholders.',
        'Version Control: Git',
      ]),
      '',
      now,
    )
    expect(skills.map((skill) => skill.name)).toEqual(['English', 'Git'])
  })
})

describe('readSkills on JSON Resume skill blocks (issue 35, fourth pass)', () => {
  const names = (lines: string[]) => readSkills(withSkills(lines), '', now).map((s) => s.name)

  it('drops group names set over rows of tags, when the theme does it for every group', () => {
    expect(
      names([
        'Web Development',
        'React  TypeScript  REST APIs',
        'Data',
        'Machine Learning  SQL  Spark',
      ]),
    ).toEqual(['React', 'TypeScript', 'REST APIs', 'Machine Learning', 'SQL', 'Spark'])
    // Once is a skill over a list.
    expect(names(['Cold Calling', 'Excel, Word, PowerPoint'])).toEqual([
      'Cold calling',
      'Excel',
      'Word',
      'PowerPoint',
    ])
  })

  it('drops a group name with its level on one row, but keeps a language with its level', () => {
    expect(names(['Web Development  Advanced', 'React  TypeScript  Node.js'])).toEqual([
      'React',
      'TypeScript',
      'Node.js',
    ])
    expect(
      names(['French  Native', 'Dutch  Near-native   Primary education in a dutch college']),
    ).toEqual(['French', 'Dutch'])
  })

  it('reads groups set side by side over dotted lists and the LinkedIn language scale', () => {
    expect(
      names([
        'Web Development   Data',
        'Advanced   Intermediate',
        'React · TypeScript ·   SQL · Spark',
        'English   Mandarin',
        'Native speaker   Professional working proficiency',
      ]),
    ).toEqual(['React', 'TypeScript', 'SQL', 'Spark', 'English', 'Mandarin'])
  })
})
