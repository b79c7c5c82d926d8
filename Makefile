# evil-hangman — make run · make test · make bench · make install · make deps · make clean
SWIFT   ?= swift
PREFIX  ?= /usr/local
BINDIR   = $(PREFIX)/bin
DATADIR  = $(PREFIX)/share/evil-hangman
MANDIR   = $(PREFIX)/share/man/man6
RELEASE  = .build/release
# make install CONFIG=debug installs the debug build (the install test uses it).
CONFIG  ?= release

# What building needs, and what the end-to-end tests drive the game with.
BUILD_DEPS = pkg-config:pkg-config pkg:ncursesw:libncurses-dev
TEST_DEPS  = tmux:tmux pgrep:procps script:bsdutils chattr:e2fsprogs

.PHONY: all run test bench install install-files uninstall deps clean

all: deps
	$(SWIFT) build

deps:
	@scripts/ensure-packages $(BUILD_DEPS)

# A release build: the Fiendish host searches on every guess and should feel instant.
run: deps
	$(SWIFT) build -c release --product evil-hangman
	$(RELEASE)/evil-hangman $(ARGS)

test: deps
	@scripts/ensure-packages $(TEST_DEPS)
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build

bench: deps
	$(SWIFT) build -c release --product hangman-bench
	$(SWIFT) build -c release --product evil-hangman
	$(SWIFT) build -c release --product argparse-hello
	@scripts/ensure-packages /usr/games/hangman:bsdgames || true
	@mkdir -p bench
	$(RELEASE)/hangman-bench --json bench/results.json $(ARGS)

install: deps
	$(SWIFT) build -c $(CONFIG) --product evil-hangman
	$(MAKE) install-files

# Copies an already built binary (the install test uses it: it cannot run a build inside `swift test`).
install-files:
	install -d $(DESTDIR)$(BINDIR) $(DESTDIR)$(DATADIR) $(DESTDIR)$(MANDIR)
	install -m 755 .build/$(CONFIG)/evil-hangman $(DESTDIR)$(BINDIR)/evil-hangman
	install -m 644 Resources/words.txt Resources/common.txt Resources/common.LICENSE $(DESTDIR)$(DATADIR)/
	install -m 644 evil-hangman.6 $(DESTDIR)$(MANDIR)/evil-hangman.6

uninstall:
	rm -f $(DESTDIR)$(BINDIR)/evil-hangman $(DESTDIR)$(MANDIR)/evil-hangman.6
	rm -f $(DESTDIR)$(DATADIR)/words.txt $(DESTDIR)$(DATADIR)/common.txt $(DESTDIR)$(DATADIR)/common.LICENSE
	-rmdir $(DESTDIR)$(DATADIR)

clean:
	rm -rf .build
