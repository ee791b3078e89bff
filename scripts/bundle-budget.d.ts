export declare const BUDGETS_KIB: { signIn: number; kiosk: number }
export declare function measureBudgets(webDir: string): { signIn: number; kiosk: number }
