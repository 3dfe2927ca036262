import { describe, expect, it } from 'vitest'
import { splitSkillLine } from './skills'

/** One line of a skills section split into items, on the layouts real resumes use. */

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
