import { describe, expect, it } from 'vitest'
import { splitKnownPair } from './skill-pairs'
import { joinWrappedItems } from './skill-lines'
import { splitSkillLine } from './skills'

describe('splitKnownPair', () => {
  it('splits two known names joined by "and" or "&"', () => {
    expect(splitKnownPair('Java and J2EE')).toEqual(['Java', 'J2EE'])
    expect(splitKnownPair('Git & GitHub')).toEqual(['Git', 'GitHub'])
    expect(splitKnownPair('Salesforce and HubSpot')).toEqual(['Salesforce', 'HubSpot'])
    expect(splitKnownPair('Google Analytics and Looker')).toEqual(['Google Analytics', 'Looker'])
  })

  it('splits two names written as product names, one of them unknown', () => {
    expect(splitKnownPair('JUnit and Mockito')).toEqual(['JUnit', 'Mockito'])
    expect(splitKnownPair('Windows and Mac OS')).toEqual(['Windows', 'Mac OS'])
    expect(splitKnownPair('Figma and Zeplin')).toEqual(['Figma', 'Zeplin'])
  })

  it('keeps a phrase whose sides are not both names', () => {
    for (const item of [
      'Research and Development',
      'Docker & Devops tools',
      'Sales and Marketing',
      'Health and Safety',
      'rock climbing and scuba diving',
      'Profit and Loss (P&L)',
      'Svelte & Sveltekit',
      'Java',
    ]) {
      expect(splitKnownPair(item)).toEqual([item])
    }
  })
})

describe('splitSkillLine with pairs and years (issue 35, third pass)', () => {
  it('splits known pairs anywhere in a list and cuts a duration in parentheses', () => {
    expect(splitSkillLine('Java and J2EE, Git and GitHub, Agile')).toEqual([
      'Java',
      'J2EE',
      'Git',
      'GitHub',
      'Agile',
    ])
    expect(splitSkillLine('C++ (5 years)')).toEqual(['C++'])
    expect(splitSkillLine('Docker & Devops tools (10 years)')).toEqual(['Docker & Devops tools'])
  })

  it('splits tags set apart by a tag gap and drops a level set as its own tag', () => {
    expect(splitSkillLine('React  TypeScript  Node.js')).toEqual(['React', 'TypeScript', 'Node.js'])
    expect(splitSkillLine('Dutch  Near-native')).toEqual(['Dutch'])
    expect(splitSkillLine('Machine Learning, Deep Learning')).toEqual([
      'Machine Learning',
      'Deep Learning',
    ])
  })

  it('drops a lower-case clause and a bare web address set in the skills column', () => {
    expect(splitSkillLine('This résumé was wholly typeset with')).toEqual([])
    expect(splitSkillLine('HTML/CSS — see git.io/vVSYL')).toEqual([])
    expect(splitSkillLine('Project Management and Team Leadership')).toEqual([
      'Project Management and Team Leadership',
    ])
  })
})

describe('joinWrappedItems (issue 35, third pass)', () => {
  it('joins an item a narrow column wrapped after a hyphen, a connector or an open parenthesis', () => {
    expect(
      joinWrappedItems(['Cross-', 'functional leadership', 'AWS (EKS,', 'S3)', 'Git &', 'GitHub']),
    ).toEqual(['Cross-functional leadership', 'AWS (EKS, S3)', 'Git & GitHub'])
  })

  it('leaves whole lines alone', () => {
    const lines = ['Salesforce, HubSpot', 'Cold calling - advanced', 'Python (5 years)', 'SQL']
    expect(joinWrappedItems(lines)).toEqual(lines)
  })
})
