import type { UserRole } from '../staff/staff';

export type Gender = 'M' | 'F';
export type Role = UserRole;
