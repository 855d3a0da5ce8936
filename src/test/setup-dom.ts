// Setup for component tests in jsdom.
import '@testing-library/jest-dom/vitest'
