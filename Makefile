# Handheld: the two front-door commands are `make run` and `make test`.
SWIFT ?= swift
BIN := .build/debug/handheld
SCENARIOS := Tests/conformance/*.json Resources/scenarios/*.json

.PHONY: run test build bench deps test-deps scenarios screenshot clean

run: build
	./$(BIN)

build: deps
	$(SWIFT) build

test: test-deps
	$(SWIFT) build
	$(SWIFT) test
	bash Tests/cli/run-cli-tests.sh $(BIN)
	bash Tests/smoke/window-smoke.sh $(BIN)
	./$(BIN) run $(SCENARIOS)

bench: deps
	$(SWIFT) build -c release --product handheld-bench
	./.build/release/handheld-bench

deps:
	@bash scripts/ensure-packages.sh build

test-deps:
	@bash scripts/ensure-packages.sh test

# The README's picture, made by the renderer itself.
screenshot: build
	./$(BIN) render Resources/scenarios/02-why-is-my-status-bar-white.json --at 0.5 --frame --scale 1 --out docs/render-mid-pop.png
	./$(BIN) render Resources/scenarios/03-sheets-and-full-screen.json --at 0.35 --frame --scale 1 --out docs/render-page-sheet.png

scenarios: build
	./$(BIN) run $(SCENARIOS)

clean:
	rm -rf .build
