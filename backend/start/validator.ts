import vine, { SimpleMessagesProvider } from '@vinejs/vine'
import { DEFAULT_MESSAGES } from '#core/http/validation'

// Before any validator compiles (they capture the provider): field-named default messages.
vine.messagesProvider = new SimpleMessagesProvider(DEFAULT_MESSAGES)
