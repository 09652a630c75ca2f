import { createContext, useContext } from 'react'

/** The CSP nonce of this response, for the inline scripts Remix renders. */
const NonceContext = createContext<string>('')
export const NonceProvider = NonceContext.Provider
export const useNonce = () => useContext(NonceContext)
