# Handheld: the two front-door commands are `make run` and `make test`.
SWIFT ?= swift
BIN := .build/debug/handheld
SCENARIOS := Tests/conformance/*.json Tests/versions/*.json Tests/bars/*.json Tests/swiftui/*.json Resources/scenarios/*.json Resources/scenarios/pitfalls/*.json Tests/touches/*.json docs/frames/scenarios/*.json

.PHONY: plugin-check locale pot run test build bench reader lint-reader lint deps test-deps scenarios screenshot clean fuzz soak install uninstall validate-desktop

run: build
	./$(BIN)

# The window's executable alone, and only when a source changed: a warm `make run` builds
# nothing and asks SwiftPM nothing (issue 20: a mapped window in under 5 s).
SOURCES := Package.swift $(shell find Sources Resources -type f 2>/dev/null)
$(BIN): $(SOURCES)
	$(SWIFT) build --product handheld
	@touch $(BIN)

build: deps $(BIN) locale

# Issue 25: the translations, compiled from po/ into .build/locale (found beside the build, and
# installed into PREFIX/share/locale).
LINGUAS := $(shell cat po/LINGUAS)
MO_FILES := $(foreach lang,$(LINGUAS),.build/locale/$(lang)/LC_MESSAGES/handheld.mo)
.build/locale/%/LC_MESSAGES/handheld.mo: po/%.po
	@mkdir -p $(dir $@)
	msgfmt --check -o $@ $<
locale: $(MO_FILES)

# po/handheld.pot again from the sources and the gallery, and each language merged with it.
pot:
	bash scripts/update-pot.sh
	for lang in $(LINGUAS); do msgmerge --quiet --update --backup=none --no-wrap po/$$lang.po po/handheld.pot; done

# Swift Testing runs every test; XCTest (no tests here) is not started.
test: test-deps locale
	@mkdir -p .build
	bash -c 'set -o pipefail; $(SWIFT) build 2>&1 | tee .build/build-output.txt'
	bash scripts/no-warnings.sh .build/build-output.txt
	bash Tests/i18n/translation-check.sh $(BIN)
	@# Issue 47: the tests' own compile prints no warning of ours either.
	bash -c 'set -o pipefail; $(SWIFT) test --disable-xctest 2>&1 | tee .build/test-output.txt'
	bash scripts/no-warnings.sh .build/test-output.txt
	bash Tests/cli/run-cli-tests.sh $(BIN)
	bash Tests/reader/reader-choice.sh .build/debug/handheld-sources
	bash Tests/formats/validate-formats.sh $(BIN)
	bash Tests/smoke/window-smoke.sh $(BIN)
	./$(BIN) run $(SCENARIOS)
	bash Tests/install/install-check.sh debug

# The fuzz target under libFuzzer and AddressSanitizer for FUZZ_SECONDS (crash, trap or a 10 s
# input fails it; a failing input lands in .fuzz/artifacts/), then FUZZ_SESSIONS property sessions.
FUZZ_SECONDS ?= 600
FUZZ_SESSIONS ?= 3000
FUZZ_SOURCES_SECONDS ?= 300
# Issue 39: `swift package plugin handheld-lint` and the build tool, run from a small package
# that depends on this checkout (it builds the reader for itself: a few minutes).
plugin-check: deps
	bash Tests/plugin/plugin-check.sh

# Window sessions of 1,000 steps, saved and replayed, per seed (three seeds).
WINDOW_SESSIONS ?= 4
fuzz: deps
	$(SWIFT) build --product handheld-fuzz --scratch-path .build-fuzz -Xswiftc -sanitize=fuzzer,address -Xswiftc -DFUZZING -Xlinker --export-dynamic
	mkdir -p .fuzz/corpus .fuzz/artifacts
	cp Tests/conformance/*.json Resources/scenarios/*.json Resources/scenarios/pitfalls/*.json Tests/cli/fixtures/*.json .fuzz/corpus/
	./.build-fuzz/debug/handheld-fuzz .fuzz/corpus -max_total_time=$(FUZZ_SECONDS) -timeout=10 -rss_limit_mb=4096 \
		-max_len=8192 -artifact_prefix=.fuzz/artifacts/ -print_final_stats=1
	# The source reader (issue 24): Swift, plist, storyboard and build-setting bytes. Leaks are not
	# checked: Foundation's PropertyListSerialization leaks its CFError on a malformed plist.
	$(SWIFT) build --product handheld-sources-fuzz --scratch-path .build-fuzz -Xswiftc -sanitize=fuzzer,address -Xswiftc -DFUZZING -Xlinker --export-dynamic
	bash scripts/sources-fuzz-corpus.sh .fuzz/sources-corpus
	ASAN_OPTIONS=detect_leaks=0 ./.build-fuzz/debug/handheld-sources-fuzz .fuzz/sources-corpus -max_total_time=$(FUZZ_SOURCES_SECONDS) -timeout=10 -rss_limit_mb=4096 \
		-max_len=16384 -detect_leaks=0 -artifact_prefix=.fuzz/artifacts/sources- -print_final_stats=1
	HANDHELD_PROPERTY_SESSIONS=$(FUZZ_SESSIONS) HANDHELD_WINDOW_SESSIONS=$(WINDOW_SESSIONS) $(SWIFT) test --disable-xctest --filter "PropertyTests|WindowSessionTests"

# The window under Xvfb with random clicks, keys and drags for SOAK_SECONDS, its memory sampled
# every 10 s (not in CI).
SOAK_SECONDS ?= 600
soak: build test-deps
	bash Tests/smoke/window-soak.sh $(BIN) $(SOAK_SECONDS)

# Every release build in .build links the Swift runtime in (issue 50: the window maps about ten
# milliseconds sooner without resolving its symbols at launch); one setting, so building one
# product does not rebuild the others.
RELEASE := -c release --static-swift-stdlib
bench: deps
	$(SWIFT) build $(RELEASE) --product handheld-bench
	./.build/release/handheld-bench
	# Issue 50: the curves a shared machine's timings blur, in instructions (callgrind).
	bash scripts/curve-instructions.sh .build/release/handheld-bench
	# Issue 34: a settle after each of 1,000 / 2,000 / 4,000 pushes in the debug build that
	# `make run` and `handheld run` use (VER-3 reads the colour under the status bar each frame),
	# and issue 35's set steps with appearances there.
	$(SWIFT) build --product handheld-bench
	./.build/debug/handheld-bench settle
	# Issue 50, item 9: the two scenarios in the build `make run` gives (debug) and in release.
	./.build/debug/handheld-bench make-run
	./.build/release/handheld-bench make-run
	$(SWIFT) build $(RELEASE) --product handheld
	bash scripts/startup-bench.sh .build/release/handheld
	# SRC-7: the whole-module reader, `make reader`'s (its first build compiles swift-syntax:
	# about a quarter of an hour on two cores, once).
	$(READER_BUILD) --product handheld-sources
	./.build-reader/release/handheld-sources bench --lines 100000 --scaling
	./.build-reader/release/handheld-sources bench --lines 170000
	./.build-reader/release/handheld-sources bench --lines 100000 --swiftui 0.5
	./.build-reader/release/handheld-sources bench --lines 200000 --cache
	./.build-reader/release/handheld-sources bench --lines 165000 --cache
	# Issue 48: what teams add (suppressions, excluded folders, patterns) at n, 2n and 4n.
	./.build-reader/release/handheld-sources bench --lines 0 --adoption
	# Issue 47: every reader side by side: on the toolchain's swift-syntax in debug (`make lint`,
	# `make test`) and in release, and the whole-module reader.
	$(SWIFT) build $(RELEASE) --product handheld-sources
	$(SWIFT) build --product handheld-sources
	bash scripts/reader-bench.sh "toolchain swift-syntax, debug (make lint)=.build/debug/handheld-sources" \
		"toolchain swift-syntax, release=.build/release/handheld-sources" \
		"whole-module, release (make reader)=.build-reader/release/handheld-sources"
	# Issue 35: the reader's cost by its file count in the debug build `make test` makes too.
	$(SWIFT) build --product handheld-sources
	./.build/debug/handheld-sources bench --lines 0 --file-scaling

deps:
	@bash scripts/ensure-packages.sh build

test-deps:
	@bash scripts/ensure-packages.sh test

# The README's pictures and the contact sheet (docs/frames), made by the renderer itself.
screenshot: build
	./$(BIN) render Resources/scenarios/02-why-is-my-status-bar-white.json --at 0.5 --frame --scale 1 --out docs/render-mid-pop.png
	./$(BIN) render Resources/scenarios/03-sheets-and-full-screen.json --at 0.35 --frame --scale 1 --out docs/render-page-sheet.png
	bash scripts/contact-sheet.sh ./$(BIN)
	bash scripts/gallery-gifs.sh ./$(BIN)

scenarios: build
	./$(BIN) run $(SCENARIOS)

clean:
	rm -rf .build

# Install (issue 25): the release binary and everything it reads, under PREFIX, found at run time
# relative to the binary (bin/../share/handheld). `make uninstall PREFIX=…` removes each file.
PREFIX ?= /usr/local
APP_ID := io.github.handheld.Playground
INSTALLED := bin/handheld share/applications/$(APP_ID).desktop share/icons/hicolor/scalable/apps/$(APP_ID).svg \
	share/metainfo/$(APP_ID).metainfo.xml
CONFIG ?= release
INSTALL_BUILD = $(if $(filter release,$(CONFIG)),$(RELEASE),-c $(CONFIG))
# Issue 47: `handheld lint` of an app's Swift sources a minute after `make run`: the reader,
# handheld-sources, built beside the window's debug `handheld` on the swift-syntax the toolchain
# ships compiled (nothing of swift-syntax is compiled), then `make lint APP=…` lints.
lint-reader: build
	@bash scripts/reader-kind.sh
	$(SWIFT) build --product handheld-sources
lint: lint-reader
	@if [ -z "$(APP)" ]; then echo "usage: make lint APP=path/to/YourApp   (a folder, an .xcodeproj or .swift files)"; exit 2; fi
	./$(BIN) lint $(APP)

# The fastest reader (SRC-7): whole-module release on the package's own swift-syntax, with a
# release `handheld` beside it, in .build-reader (SwiftPM builds only the last --product it is
# given). Once about a quarter of an hour on two cores (swift-syntax); later builds take seconds.
READER_BUILD := HANDHELD_SWIFT_SYNTAX=package $(SWIFT) build -c release --scratch-path .build-reader
reader: deps
	@echo "make reader: the whole-module reader on the package's swift-syntax, compiled once (about a quarter of an hour on two cores; SwiftPM prints each step)"
	$(READER_BUILD) --product handheld-sources
	$(READER_BUILD) --product handheld
	@echo "make reader: done; lint with .build-reader/release/handheld lint YourApp/"

install: deps
	$(SWIFT) build $(INSTALL_BUILD) --product handheld
	install -Dm755 .build/$(CONFIG)/handheld "$(DESTDIR)$(PREFIX)/bin/handheld"
	@# The source reader, when it has been built (it is optional; `make install READER=1` builds
	@# it first), brought up to date: `make reader`'s whole-module reader when there is one, else
	@# the reader on the toolchain's swift-syntax (issue 47).
	if [ -n "$(READER)" ]; then $(SWIFT) build $(INSTALL_BUILD) --product handheld-sources; fi
	if [ "$(CONFIG)" = release ] && [ -x .build-reader/release/handheld-sources ]; then $(READER_BUILD) --product handheld-sources \
		&& install -Dm755 .build-reader/release/handheld-sources "$(DESTDIR)$(PREFIX)/bin/handheld-sources"; \
	elif [ -x .build/$(CONFIG)/handheld-sources ]; then $(SWIFT) build $(INSTALL_BUILD) --product handheld-sources \
		&& install -Dm755 .build/$(CONFIG)/handheld-sources "$(DESTDIR)$(PREFIX)/bin/handheld-sources"; \
	else echo "handheld lint of Swift sources is not installed: run 'make reader' (or 'make install READER=1') first"; fi
	@# Issue 35: only the files install wrote are replaced or removed (a manifest beside them);
	@# a theme the user put in share/handheld stays.
	bash scripts/install-data.sh install "$(DESTDIR)$(PREFIX)/share/handheld" Resources devices scenarios themes fonts rules.md
	install -Dm644 data/$(APP_ID).desktop "$(DESTDIR)$(PREFIX)/share/applications/$(APP_ID).desktop"
	install -Dm644 data/icons/$(APP_ID).svg "$(DESTDIR)$(PREFIX)/share/icons/hicolor/scalable/apps/$(APP_ID).svg"
	install -Dm644 data/$(APP_ID).metainfo.xml "$(DESTDIR)$(PREFIX)/share/metainfo/$(APP_ID).metainfo.xml"
	for lang in $(LINGUAS); do msgfmt --check -o .build/locale-$$lang.mo po/$$lang.po \
		&& install -Dm644 .build/locale-$$lang.mo "$(DESTDIR)$(PREFIX)/share/locale/$$lang/LC_MESSAGES/handheld.mo"; done

uninstall:
	rm -f $(addprefix "$(DESTDIR)$(PREFIX)/,$(addsuffix ",$(INSTALLED))) "$(DESTDIR)$(PREFIX)/bin/handheld-sources"
	bash scripts/install-data.sh uninstall "$(DESTDIR)$(PREFIX)/share/handheld"
	for lang in $(LINGUAS); do rm -f "$(DESTDIR)$(PREFIX)/share/locale/$$lang/LC_MESSAGES/handheld.mo"; done

# The desktop file and the metainfo as GNOME's tools check them.
validate-desktop:
	desktop-file-validate data/$(APP_ID).desktop
	appstreamcli validate --no-net data/$(APP_ID).metainfo.xml
