import { emailField } from './fields'
import { z } from './zod'

export const newsletterSchema = z.object({ email: emailField })
