#!/usr/bin/env bash
# `make screenshot`: the contact sheet of issue 11, docs/frames/, the key mid-frames rendered by
# `handheld render` from docs/frames/scenarios, each at the moment named here, and an index
# page (docs/frames/README.md) that the README links to.
set -euo pipefail
bin=${1:-.build/debug/handheld}
dir=docs/frames
# picture | scenario | time (s) | what to look at
frames=(
  "rotation-25|rotation|0.35|a quarter into the turn: the bounds morphing from portrait to landscape, the old layout fading over the new, the tip along its top edge; what they leave of the screen is the content's own colour"
  "rotation-50|rotation|0.45|half way: the content still on screen, the bounds half way between the two sizes"
  "rotation-75|rotation|0.55|three quarters: nearly landscape, the status bar gone with the old layout"
  "push-50|push|0.175|mid-push: the titles hand over without crossing, the back label in place"
  "bar-mid-pop|bar-mid-pop|0.15|mid-pop: the bar slides down under the status bar, its items cut at the status bar's bottom"
  "page-sheet|page-sheet|1|a page sheet on iphone-15: card 10 pt below the status bar, presenter pushed back over black"
  "page-sheet-mid|page-sheet|0.2|a page sheet presenting: the presenter's strip under the status bar fades to the backdrop"
  "over-full-screen|over-full-screen|1|overFullScreen, opaque background: nothing shows through"
  "over-full-screen-alpha|over-full-screen-alpha|1|overFullScreen with #00000066: the presenter shows through"
  "dark-appearance|dark-appearance|1|dark appearance, system theme: black background, near-black bars"
  "landscape-tip|landscape-tip|1|landscape iphone-15 with a tip (TIP-4): the overlay is the compact bar's 32 pt, its label and icon inside the 59 pt side safe areas, clear of the island"
  "half-turn-50|half-turn|0.8|DEV-3: half way through a half turn (0.8 s): the landscape layout kept, the device turning clockwise"
  "ver-6|ver-6|1|VER-6, iOS 15: a sheet over a light screen; the presenter decides .default, but the glyphs over the black backdrop are light"
  "pic-4a|pic-4a|1|PIC-4a: dark appearance on the iPad: the page sheet's elevated #1C1C1E stands out from the black presenter"
  "ipad|ipad|1|iPad: time and date leading, battery trailing; a centred form sheet"
  "home-button|home-button|0|iPhone SE: a Home button below the screen"
  "swipe-down-mid|swipe-down|0.85|UI-6: a page sheet swiped half way down: the card follows the finger and the presenter comes forward; the status bar stays the sheet's until the card has gone"
  "bars-transparent|bars-scroll|0|BAR-1, BAR-2, iOS 17: the scroll-edge bar is transparent over the content (no background, no shadow), the title on the content's white"
  "bars-scrolled|bars-scroll|1|the same scrolled 160 pt: the standard appearance's translucent material, the rows passing under it, its hairline"
  "bars-large-title|bars-large-title|1|BAR-3: the large title half collapsed (band 26 of 52 pt), the small title half faded in"
  "bars-landscape|bars-landscape|1|BAR-4: a landscape phone: a 32 pt navigation bar and a 32 pt tab bar with each icon beside its title"
  "bars-ipad-tabs|bars-ipad-tabs|1|BAR-7, iPad on iOS 18: the tab bar floats at the top, centred, items as text; the title moves to the leading side"
  "ignored|ignored|1|SB-11: what UIKit does not read, marked on the device: the navigation bar decides over inbox, and the form sheet does not capture the status bar"
  "bars-minimize-half|bars-minimize|0.5|BAR-9, iOS 27: the list scrolled 22 pt with onScrollDown: the bar half way up behind the status bar, its title cut at the status bar's bottom, the content following one to one"
  "bars-minimize-gone|bars-minimize|1.1|BAR-9: mid-scroll, the bar's background leaving the status bar's band; the status bar, still the bar's light glyphs (SB-4), now lies over the white list: VER-7 marks it"
  "bars-minimize-restoring|bars-minimize|2.45|BAR-9: half way through restoring (0.3 s) after a scroll back up"
  "bars-prominent-tab|bars-prominent-tab|1|BAR-10, BAR-8a: the prominent Search tab in its own glass circle at the trailing end; iOS 27's glass, more opaque with a darker rim; a hard scroll edge effect with its dividing line"
  "device-iphone-17|device-iphone-17|0.5|DEV-1a: iPhone 17 upright: its island, corners and safe areas"
  "device-iphone-17-landscape|device-iphone-17|2|iPhone 17 in landscape: the island on the side, no status bar (DEV-4), the tab bar capsule inside the side safe areas"
  "device-iphone-17-pro-max|device-iphone-17-pro-max|0.5|DEV-1a: iPhone 17 Pro Max upright"
  "device-iphone-17-pro-max-landscape|device-iphone-17-pro-max|2|iPhone 17 Pro Max in landscape"
  "device-iphone-air|device-iphone-air|0.5|DEV-1a: iPhone Air upright"
  "device-iphone-air-landscape|device-iphone-air|2|iPhone Air in landscape"
  "device-iphone-17e|device-iphone-17e|0.5|DEV-1a: iPhone 17e upright: a notch hanging from the top edge, not an island"
  "device-iphone-17e-landscape|device-iphone-17e|2|iPhone 17e in landscape: the notch on the side"
  "swiftui-navigation-stack|swiftui-navigation-stack|0.5|Section 15: a SwiftUI screen in a NavigationStack: the grouped background, rows on inset rounded cards, the large title in the bar (SUI-10), the SwiftUI view named"
  "swiftui-destination-mid-push|swiftui-navigation-stack|1.17|mid-push of a SwiftUI destination: the titles hand over as UIKit's do (SUI-5: it is UIKit's navigation controller)"
  "swiftui-destination|swiftui-navigation-stack|2.5|the destination's .statusBarHidden(true) is not read inside a NavigationStack (SUI-6): the status bar stays, the device marks the modifier"
  "swiftui-sheet-scheme|swiftui-sheet-scheme|1|SUI-7, SUI-12: a sheet with its own .preferredColorScheme(.dark) over a light app: the sheet dark, the presenter's sliver light; over the backdrop the glyphs are light (VER-6)"
  "swiftui-status-bar-placement|swiftui-status-bar-placement|1|SUI-15 (iOS 27): .toolbarColorScheme(.dark, for: .statusBar) on a dark destination: light glyphs over the bar's default barStyle"
  "swiftui-status-bar-hidden|swiftui-status-bar-placement|2.5|the same with .toolbarVisibility(.hidden, for: .statusBar): no status bar"
)
index="$dir/README.md"
{
  echo "# Contact sheet: the key frames, mid-motion included"
  echo
  echo "Made by \`make screenshot\` with \`handheld render --frame --scale 1\` from the scenarios in"
  echo "[scenarios/](scenarios/); the window shows the same pictures (its smoke test compares them)."
  echo
  echo "| picture | scenario at time | what to look at |"
  echo "|---|---|---|"
} > "$index"
for line in "${frames[@]}"; do
  IFS='|' read -r name scenario at what <<<"$line"
  "$bin" render "$dir/scenarios/$scenario.json" --at "$at" --frame --scale 1 --out "$dir/$name.png" >/dev/null
  echo "| ![$name]($name.png) | \`$scenario.json\` at $at s | $what |" >> "$index"
done
# BAR-8: one screen on iOS 17 and 26 side by side, each with its explanation.
"$bin" render "$dir/scenarios/bars-17-26.json" --compare 17,26 --scale 1 --out "$dir/bars-17-26.png" >/dev/null
echo "| ![bars-17-26](bars-17-26.png) | \`bars-17-26.json\` with \`--compare 17,26\` | BAR-8: the same screen on iOS 17 (translucent bars, back title, bottom tab bar) and 26 (glass back circle, scroll edge effect, floating glass tab bar) |" >> "$index"
# VER-10: one screen on iOS 27 built with SDK 26 beside SDK 27.
"$bin" render "$dir/scenarios/bars-27-sdk.json" --compare 27/26,27/27 --scale 1 --out "$dir/bars-27-sdk.png" >/dev/null
echo "| ![bars-27-sdk](bars-27-sdk.png) | \`bars-27-sdk.json\` with \`--compare 27/26,27/27\` | VER-10, VER-11: an app with UIDesignRequiresCompatibility on iOS 27: built with SDK 26 the key is honoured (translucent bars, back title, bottom tab bar); built with SDK 27 it is ignored (glass back circle, floating glass tab bar) |" >> "$index"
echo "contact sheet: $(( ${#frames[@]} + 2 )) frames in $dir"
