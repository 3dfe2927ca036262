export interface UserProfile {
  id: string
  name: string
  email: string
  credits: number
  learningStreak: number
  stepsCompleted: number
  onboardingCompleted: boolean
  userIntent: string
}

export interface ApiErrorBody {
  message: string
  code?: string
}
