import { BrowserRouter, Route, Routes } from "react-router";
import { ThemeProvider } from "../features/theme/theme";
import { NotFound } from "./not-found";
import { PlayPage } from "./play-page";

export function App() {
  return (
    <ThemeProvider>
      <BrowserRouter>
        <Routes>
          <Route path="/" element={<PlayPage />} />
          <Route path="*" element={<NotFound />} />
        </Routes>
      </BrowserRouter>
    </ThemeProvider>
  );
}
