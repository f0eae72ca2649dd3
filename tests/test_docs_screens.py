"""The docs site at a 1280 px laptop width: no page is wider than the window, and no code block or table hides part
of its content behind a horizontal scrollbar (the theme's own scrolling boxes count: at 1280 px both sidebars are
shown and the text column is about 750 px, so a hidden line end is what a reader sees as overflow).

Builds the site as `make docs` does (generated tables and images, then `mkdocs build --strict`) into a temporary
folder, opens the built files in headless Debian chromium through Selenium and saves one screenshot per page
(into `MINDBENCH_SCREENSHOT_DIR` when set, to look at).
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tests.test_human_study import chromium_paths

REPO = Path(__file__).resolve().parents[1]
WIDTH, HEIGHT = 1280, 1600
PAGES = ("index.html", "getting-started/index.html", "evaluation/index.html", "benchmarks/m3str/index.html")

# Every box that could overflow: the page itself, each code block and the code inside it (the theme scrolls that),
# and each table's scrolling wrapper (the theme's, when present).
OVERFLOWS_JS = """
const root = document.documentElement;
const found = [];
if (root.scrollWidth > root.clientWidth) found.push(`page: ${root.scrollWidth} > ${root.clientWidth} px`);
const boxes = [...document.querySelectorAll(".md-content pre, .md-content pre > code, .md-content table")]
  .map(el => el.tagName === "TABLE" ? (el.closest(".md-typeset__scrollwrap") || el) : el);
for (const el of new Set(boxes)) {
  if (el.scrollWidth > el.clientWidth + 1) {
    const text = el.textContent.trim().replace(/\\s+/g, " ").slice(0, 60);
    found.push(`${el.tagName.toLowerCase()}: ${el.scrollWidth} > ${el.clientWidth} px: ${text}`);
  }
}
return found;
"""


def build_site(root: Path) -> Path:
    """The site as `make docs` builds it, from a copy of docs/ and mkdocs.yml (the checkout stays untouched)."""
    shutil.copytree(REPO / "docs", root / "docs", ignore=shutil.ignore_patterns("generated"))
    shutil.copy(REPO / "mkdocs.yml", root / "mkdocs.yml")
    env = {**os.environ, "NO_MKDOCS_2_WARNING": "1"}
    subprocess.run([sys.executable, "-m", "mindbench.builder.commands.docs", "--out", str(root / "docs" / "generated")],
                   check=True, cwd=root, env=env, capture_output=True)
    subprocess.run([sys.executable, "-m", "mkdocs", "build", "--strict", "--quiet", "--site-dir", str(root / "site")],
                   check=True, cwd=root, env=env, capture_output=True)
    return root / "site"


@pytest.mark.slow
def test_pages_fit_a_1280_px_window(tmp_path: Path) -> None:
    paths = chromium_paths()
    if paths is None:
        pytest.skip("Debian's chromium and chromium-driver are not installed (apt-get install chromium "
                    "chromium-driver); .ci/run installs them")
    webdriver = pytest.importorskip("selenium.webdriver", reason="selenium is not installed")
    pytest.importorskip("mkdocs", reason="the docs extra (mkdocs-material) is not installed")
    from selenium.webdriver.chrome.service import Service

    site = build_site(tmp_path)
    os.environ.setdefault("SE_OFFLINE", "true")  # Selenium Manager must not look for a browser to download
    options = webdriver.ChromeOptions()
    options.binary_location = paths[0]
    for flag in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu",
                 f"--window-size={WIDTH},{HEIGHT}"):
        options.add_argument(flag)
    shots = Path(os.environ.get("MINDBENCH_SCREENSHOT_DIR", tmp_path / "shots"))
    shots.mkdir(parents=True, exist_ok=True)
    driver = webdriver.Chrome(options=options, service=Service(executable_path=paths[1]))
    overflows: dict[str, list[str]] = {}
    try:
        for page in PAGES:
            driver.get((site / page).as_uri())
            assert driver.execute_script("return window.innerWidth") == WIDTH
            assert driver.execute_script("return document.querySelectorAll('.md-content pre, .md-content table')"
                                         ".length") > 0, page
            name = page.removesuffix("index.html").strip("/").replace("/", "_") or "home"
            assert driver.save_screenshot(str(shots / f"docs_{name}.png")), page
            if found := driver.execute_script(OVERFLOWS_JS):
                overflows[page] = found
    finally:
        driver.quit()
    assert overflows == {}, "wider than the column at 1280 px:\n" + "\n".join(
        f"{page}: {box}" for page, boxes in overflows.items() for box in boxes)
