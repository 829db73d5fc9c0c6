/** User-facing texts of spec sections 5 (validation) and 8 (errors), shared by client and api. */

export const VALIDATION = {
  displayNameRequired: 'Display name is required',
  passwordsDoNotMatch: 'Passwords do not match',
  passwordTooShort: 'Password must be at least 6 characters long',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  signInToPurchase: 'Please sign in first to purchase a plan',
  starterNotPurchasable: 'The Starter plan is free and cannot be purchased',
  checkoutMissingParameters: 'Missing required parameters',
  careerPrioritiesMax: 'Choose at most 3 career priorities',
  resumeFileType: 'Please upload a text file, PDF, or Word document.',
  resumeFileSize: 'File size must be less than 5MB.',
  resumeProcessing: 'Error processing file. Please try again or consider pasting your resume text manually.',
  resumeUnpackedTooLarge: 'This document is too large to read. Please paste your resume text manually.',
  resumeTextRequired: 'No resume text provided',
  experienceRequired: 'Please tell us about your experience',
  jobDescriptionRequired: 'Please paste a job description',
  companyNameRequired: 'Please enter a company name',
  roleRequired: 'Please select a role',
  cvNameRequired: 'Please enter your name',
  cvEntryTitleRequired: 'Please enter the job title',
  cvDegreeRequired: 'Please enter the qualification',
  cvSkillsMax: 'List at most 15 skills',
  messageRequired: 'Please type a message',
} as const;

export const ERRORS = {
  paymentFailed: 'Failed to initiate payment. Please try again.',
  checkoutSessionFailed: (status: number, error: string) => `Failed to create checkout session: ${status} - ${error}`,
  stripeLoadFailed: 'Stripe failed to load - please refresh the page and try again',
  paymentRedirectFailed: 'Payment redirect failed',
  createAccountFailed: 'Failed to create account',
  authGeneric: 'An error occurred during authentication',
  resetEmailFailed: 'Failed to send reset email',
  chat: "I'm having trouble answering that question right now. Please try again or explore the simulation content using the buttons above.",
  coachChat: "I apologize, but I'm having trouble connecting right now. Please try again in a moment.",
  simulationChat: "I'm sorry, I'm having trouble connecting to the AI service right now...",
  suggestions: "I'm sorry, I'm having trouble accessing that information right now…",
  workflow: (type: string) => `I'm having trouble generating the ${type} analysis right now. Please try again…`,
  llmConnection: 'Failed to connect to LLM service',
  noCurrentUser: 'No current user',
  noAuthToken: 'No authentication token found',
  failedToGetResponse: 'Failed to get response',
  noResponseBody: 'No response body',
  workflowApiFailed: (status: number) => `Workflow API failed: ${status}`,
  workflowNotFound: 'Workflow not found',
  failedToProcessPdf: 'Failed to process PDF resume',
  pdfProcessingFailed: 'PDF processing failed',
  paymentNotActive: 'Payment processed but subscription not yet active. Please refresh the page.',
  cancellationSupport: 'To cancel, please contact support by email.',
  unexpectedApplicationError: 'Unexpected Application Error!',
  notFound: 'Not found',
  unauthorized: 'Please sign in to continue',
  forbidden: 'You do not have access to this',
  rateLimited: 'Too many requests. Please wait a moment and try again.',
  internal: 'Something went wrong on our side. Please try again.',
  /** A request that needs the queue store (Redis) while it is not answering: 503, quickly. */
  storeUnavailable: 'This is briefly unavailable while we reconnect to our services. Please try again in a moment.',
} as const;

/** Text a failed step shows, per workflow (spec section 8, "Step failures"). */
export const STEP_ERRORS = {
  news_interpretation: 'Failed to generate interpretation',
  interview_prep: 'Failed to generate interview guide',
  job_match: 'Failed to analyze job match',
  ai_impact: 'Workflow execution failed',
  day_in_life: 'Failed to simulate day',
  research_report: 'Failed to generate research report',
  coach_chat: 'Failed to connect to LLM service',
  sandbox_generation: 'Workflow execution failed',
} as const;

/** Identity provider error codes mapped to friendly messages (spec section 8). */
export const IDENTITY_ERRORS: Record<string, string> = {
  'wrong-password': 'Incorrect password. Please try again.',
  'user-not-found': 'No account found with this email.',
  'email-already-in-use': 'An account with this email already exists.',
  'too-many-requests': 'Too many attempts. Please wait a few minutes and try again.',
  'invalid-email': 'Please enter a valid email address.',
  'user-disabled': 'This account has been disabled.',
  'expired-action-code': 'This link has expired. Please request a new one.',
  'invalid-action-code': 'This link is invalid or has already been used.',
  'requires-recent-login': 'Please sign in again to continue.',
  'invalid-credential': 'Incorrect email or password.',
  'operation-not-allowed': 'This sign-in method is not enabled.',
  'multi-factor-auth-required': 'Additional verification is required to sign in.',
  'network-request-failed': 'Network error. Please check your connection and try again.',
};

export const UPGRADE_TO_ELITE =
  'Upgrade to Elite plan to unlock resume upload and get personalized career guidance based on your background.';
