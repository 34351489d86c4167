import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// A page is lazy (its remote's chunk, its validation, its data): on a loaded 2-core CI machine
// the first page of a test file can take longer than Testing Library's 1 s default to appear.
// Waiting longer costs a passing test nothing; a page that never appears still fails.
configure({ asyncUtilTimeout: 5000 });
