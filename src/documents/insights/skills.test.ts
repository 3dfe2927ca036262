import { describe, expect, it } from 'vitest'
import { emptySections } from '../layout/split-sections'
import { readSkills, splitSkillLine } from './skills'

const now = new Date('2025-01-01T00:00:00Z')
const withSkills = (skills: string[], experience: string[] = []) => ({
  ...emptySections(),
  skills,
  experience,
})

describe('splitSkillLine', () => {
  it('drops the group label and splits at commas, bullets and wide gaps, keeping the wording', () => {
    expect(splitSkillLine('Languages: Python, C++, CUDA, Rust')).toEqual([
      'Python',
      'C++',
      'CUDA',
      'Rust',
    ])
    expect(splitSkillLine('Java • Shell • Node.js • C/C++')).toEqual([
      'Java',
      'Shell',
      'Node.js',
      'C/C++',
    ])
    expect(splitSkillLine('HTML   CSS   TypeScript')).toEqual(['HTML', 'CSS', 'TypeScript'])
    expect(splitSkillLine('• Soft: Teamwork, Creative Problem Solving')).toEqual([
      'Teamwork',
      'Creative Problem Solving',
    ])
  })

  it('strips a label set in its own column, levels and proficiency words', () => {
    expect(splitSkillLine('DevOps AWS, Docker, Kubernetes')).toEqual([
      'AWS',
      'Docker',
      'Kubernetes',
    ])
    expect(splitSkillLine('English   ○ ○ ○ ○ ○')).toEqual(['English'])
    expect(splitSkillLine('German (native), Python 5+ yrs')).toEqual(['German', 'Python'])
    expect(splitSkillLine('Computer: Proficient in Excel, PowerPoint, and Word')).toEqual([
      'Excel',
      'PowerPoint',
      'Word',
    ])
  })

  it('gives nothing for a label alone, an awards line or a sentence', () => {
    expect(splitSkillLine('Over 5000 lines:')).toEqual([])
    expect(splitSkillLine('Awards: 1st CorCTF 2024 ($1337)')).toEqual([])
    expect(
      splitSkillLine('I regularly use these tools for my development projects every single day'),
    ).toEqual([])
  })
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

describe('splitSkillLine on sales resumes', () => {
  it('keeps a tool named in parentheses and skips prose lines', () => {
    expect(
      splitSkillLine('Sales Prospecting • Negotiation • CRM (Salesforce) • Spanish (fluent)'),
    ).toEqual(['Sales Prospecting', 'Negotiation', 'CRM (Salesforce)', 'Spanish'])
    expect(
      splitSkillLine(
        '- Excellent communication skills, both verbal and written, with a knack for building rapport.',
      ),
    ).toEqual([])
  })
})

describe('splitSkillLine with parentheses', () => {
  it('does not split a list inside parentheses', () => {
    expect(splitSkillLine('- CRM tools (Salesforce, HubSpot), B2B negotiation')).toEqual([
      'CRM tools (Salesforce, HubSpot)',
      'B2B negotiation',
    ])
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

describe('splitSkillLine on new layouts (issue 35)', () => {
  it('drops a level set apart from its skill', () => {
    expect(
      splitSkillLine('Languages: English (Native speaker), Japanese (Basic proficiency)'),
    ).toEqual(['English', 'Japanese'])
    expect(splitSkillLine('Advanced')).toEqual([])
    expect(splitSkillLine('French   Native')).toEqual(['French'])
  })

  it('reads a one-word name with a list in parentheses as the name and each item', () => {
    expect(splitSkillLine('Tools: Git, AWS (Dynamo, EKS, S3), Jira')).toEqual([
      'Git',
      'AWS',
      'Dynamo',
      'EKS',
      'S3',
      'Jira',
    ])
    expect(splitSkillLine('Google Cloud Platform (GCP), Redis')).toEqual([
      'Google Cloud Platform (GCP)',
      'Redis',
    ])
  })

  it('splits "X and Y" closing a list of three or more', () => {
    expect(splitSkillLine('Technologies: R, Shiny, SQL and Metabase.')).toEqual([
      'R',
      'Shiny',
      'SQL',
      'Metabase',
    ])
    expect(splitSkillLine('Negotiation, Research and Development')).toEqual([
      'Negotiation',
      'Research and Development',
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

describe('splitSkillLine on moderncv and long Technologies lines (issue 35)', () => {
  it('keeps only the language of "French Native" and drops the prose beside it', () => {
    expect(splitSkillLine('French Native')).toEqual(['French'])
    expect(
      splitSkillLine('Dutch Near-native   Primary education degree obtained in a dutch college'),
    ).toEqual(['Dutch'])
    expect(splitSkillLine('(Sint-Jozefscollege te Sint-Pieters-Woluwe).')).toEqual([])
    expect(splitSkillLine('States, the United Kingdom and Kenya.')).toEqual(['States'])
    expect(splitSkillLine('React Native, Expo')).toEqual(['React Native', 'Expo'])
  })

  it('drops the group label opening each field of a two-column skills table', () => {
    expect(splitSkillLine('programmation Java, C/C++   scripting PHP, Shell, Ruby')).toEqual([
      'Java',
      'C/C++',
      'PHP',
      'Shell',
      'Ruby',
    ])
  })

  it('reads a long comma list ending in a full stop as a list, not prose', () => {
    expect(
      splitSkillLine(
        'Technologies: Azure, Python, R, Bash, Gephi, Power BI, REST API, Vue, Airflow, Data engineering, Social networks analytics.',
      ),
    ).toHaveLength(11)
    expect(
      splitSkillLine(
        'I enjoy working with teams of engineers, designers and sales people across many time zones.',
      ),
    ).toEqual([])
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

describe('splitSkillLine on Twenty Seconds and latexcv lines (issue 35)', () => {
  it('keeps the language of a line that says how well it is used', () => {
    expect(splitSkillLine('Spanish Understand Well, Speak Reasonably, Read Reasonably.')).toEqual([
      'Spanish',
    ])
    expect(splitSkillLine('English   Understand Well, Speak Well, Read Well, Write Well.')).toEqual(
      ['English'],
    )
  })

  it('drops a group label typed without a colon before a list set by bars', () => {
    expect(splitSkillLine('Tech Stack Tableau | Python (Pandas/Numpy) | PostgreSQL')).toEqual([
      'Tableau',
      'Python',
      'Pandas',
      'Numpy',
      'PostgreSQL',
    ])
    expect(splitSkillLine('Languages English | French')).toEqual(['English', 'French'])
    expect(splitSkillLine('Personal Interests Swimming | Cooking | Reading')).toEqual([])
    expect(splitSkillLine('Networking (TCP/IP)')).toEqual(['Networking (TCP/IP)'])
  })

  it('drops the label of the second field of a two-column skills table', () => {
    expect(splitSkillLine('Languages: C++, Java,   Hardware Tools: Lab Equipment, I2C')).toEqual([
      'C++',
      'Java',
      'Lab Equipment',
      'I2C',
    ])
    // A list before a later colon is not a label.
    expect(splitSkillLine('Programming: Python, Bash: known at an intermediate level')).toContain(
      'Python',
    )
  })

  it('splits at a lone icon glyph read as a backtick or a quote', () => {
    expect(splitSkillLine('Terminal ` Inkscape " Blender')).toEqual([
      'Terminal',
      'Inkscape',
      'Blender',
    ])
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

describe('splitSkillLine: a known tool and the one it names in parentheses (issue 35, fourth pass)', () => {
  it('reads both, but keeps a category, a level and a duration as they were', () => {
    expect(splitSkillLine('SQLite (SQLAlchemy), GCP (AI Platform), Azure (Blob storage).')).toEqual(
      ['SQLite', 'SQLAlchemy', 'GCP', 'AI Platform', 'Azure', 'Blob storage'],
    )
    expect(splitSkillLine('CRM (Salesforce), Excel (Advanced), Python (5 years)')).toEqual([
      'CRM (Salesforce)',
      'Excel',
      'Python',
    ])
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
