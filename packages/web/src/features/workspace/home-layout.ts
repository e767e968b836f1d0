import { create } from 'zustand';
import { persist } from 'zustand/middleware';

export type HomeLayout = 'classic' | 'modern';

interface HomeLayoutState {
  layout: HomeLayout;
  setLayout: (layout: HomeLayout) => void;
}

/** The user's choice of home layout, kept on this device. */
export const useHomeLayout = create<HomeLayoutState>()(
  persist((set) => ({ layout: 'modern', setLayout: (layout) => set({ layout }) }), { name: 'state.homeLayout' }),
);
