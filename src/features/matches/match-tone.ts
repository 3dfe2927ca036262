const difficultyNames: Record<string, string> = {
  easy: 'Easy',
  moderate: 'Moderate',
  challenging: 'Challenging',
}

export function difficultyName(difficulty: string): string {
  return difficultyNames[difficulty] ?? difficulty
}
