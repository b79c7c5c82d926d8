# evil-hangman — make run · make test · make screens · make readme-picture · make bench · make install · make deb · make deps · make pot · make clean
SWIFT   ?= swift
PREFIX  ?= /usr/local
BINDIR  ?= $(PREFIX)/bin
DATADIR ?= $(PREFIX)/share/evil-hangman
MANDIR  ?= $(PREFIX)/share/man/man6
BASHCOMPDIR ?= $(PREFIX)/share/bash-completion/completions
ZSHCOMPDIR  ?= $(PREFIX)/share/zsh/site-functions
FISHCOMPDIR ?= $(PREFIX)/share/fish/vendor_completions.d
LOCALEDIR ?= $(PREFIX)/share/locale
# The machine's board (the high scores of every account): /var/games for an install in /usr or
# /usr/local, PREFIX/var/games under any other prefix (the game works it out from where it is).
MACHINEDIR ?= $(if $(filter /usr /usr/local,$(PREFIX)),/var/games/evil-hangman,$(PREFIX)/var/games/evil-hangman)
RELEASE  = .build/release
# make install-files CONFIG=debug installs the debug build.
CONFIG  ?= release
BINARY  ?= .build/$(CONFIG)/evil-hangman
# What `make install` puts in DATADIR: every shipped list and its licence.
LISTS    = $(notdir $(wildcard Resources/*.txt Resources/*.LICENSE))
# The screen's translations (po/README.md): po/nl.po → .build/locale/nl/LC_MESSAGES/evil-hangman.mo,
# where a built binary finds them (an installed one: LOCALEDIR).
LINGUAS  = $(basename $(notdir $(wildcard po/*.po)))
CATALOGUES = $(foreach l,$(LINGUAS),.build/locale/$(l)/LC_MESSAGES/evil-hangman.mo)

# Release builds (run, bench, install, deb) link the Swift runtime and Foundation into the binary,
# so it needs only the system's libc, libstdc++ and libncursesw and nothing from the toolchain;
# no RUNPATH into the build folder; lld with packed relative relocations (fewer pages to touch
# before the first frame, and gold warns about Foundation's use of mktemp). Debug and test
# builds stay as SwiftPM makes them: they build faster.
RELEASE_FLAGS = -c release --static-swift-stdlib --disable-local-rpath \
                -Xswiftc -use-ld=lld -Xlinker -z -Xlinker pack-relative-relocs

# What building needs, and what the end-to-end tests drive the game with.
BUILD_DEPS = /usr/include/ncursesw/curses.h:libncurses-dev msgfmt:gettext xgettext:gettext
TEST_DEPS  = tmux:tmux pgrep:procps script:bsdutils chattr:e2fsprogs dpkg-shlibdeps:dpkg-dev faketime:faketime flock:util-linux useradd:passwd runuser:util-linux \
             /usr/sbin/sshd:openssh-server ssh:openssh-client cc:gcc
# The word lists of the other languages (read where Debian installs them; the game runs without them).
LANG_DEPS  = /usr/share/dict/dutch:wdutch /usr/share/dict/ngerman:wngerman /usr/share/dict/french:wfrench /usr/share/dict/spanish:wspanish
DEB_DEPS   = dpkg-shlibdeps:dpkg-dev
# A locale that is not UTF-8, for the tests of its screens (generated where it is missing and we are root).
LATIN1_DEPS = /usr/share/i18n/charmaps/ISO-8859-1.gz:locales
LATIN1      = de_DE.ISO-8859-1

.PHONY: all release run test test-system screens readme-picture bench install install-files uninstall deb deps pot locale clean

all: deps locale
	$(SWIFT) build

# Compiled catalogues, checked as they are compiled (msgfmt -c: placeholders, plural forms, header).
locale: deps $(CATALOGUES)

.build/locale/%/LC_MESSAGES/evil-hangman.mo: po/%.po | deps
	@mkdir -p $(dir $@)
	msgfmt -c -o $@ $<

# Every string the player sees, taken from the sources anew into po/evil-hangman.pot and merged
# into each translation (new strings come in untranslated, changed ones fuzzy): po/README.md.
pot: deps
	scripts/update-pot

deps:
	@scripts/ensure-packages $(BUILD_DEPS)

# The self-contained binary, .build/release/evil-hangman.
release: deps locale
	$(SWIFT) build $(RELEASE_FLAGS) --product evil-hangman

# A release build: the Fiendish host searches on every guess and should feel instant.
run: release
	$(RELEASE)/evil-hangman $(ARGS)

# The release binary first: the install and package tests check the binary players get.
test: deps locale
	@scripts/ensure-packages $(TEST_DEPS) $(LANG_DEPS) $(LATIN1_DEPS)
	@locale -a 2>/dev/null | grep -qx 'de_DE.iso88591' || localedef -i de_DE -f ISO-8859-1 $(LATIN1) 2>/dev/null \
	    || echo "no $(LATIN1) locale (localedef needs root): its tests are skipped"
	$(SWIFT) build $(RELEASE_FLAGS) --product evil-hangman
	$(SWIFT) build --build-tests
	@SWIFT="$(SWIFT)" scripts/run-tests

# Every test, those that make accounts, install the package and start sshd included (as CI runs).
test-system:
	EVIL_HANGMAN_SYSTEM_TESTS=1 $(MAKE) test

# Writes the expected screens (Tests/HangmanAppTests/Expected) anew from the layout, on purpose:
# the screen tests only compare, and a changed screen is then read in the diff before it is committed.
# The README's captures are among them (readme-*.txt), written into README.md here.
screens: deps
	$(SWIFT) build --build-tests
	@d=$$(mktemp -d) && RECORD_SCREENS_TO="$$d" $(SWIFT) test --skip-build --filter ScreenTests >/dev/null 2>&1; \
	    cp "$$d"/*.txt Tests/HangmanAppTests/Expected/ && echo "screens written: $$(ls "$$d" | wc -l) (git diff Tests/HangmanAppTests/Expected)"; \
	    rm -rf "$$d"
	scripts/readme-screens

# The README's picture, docs/screenshot.png: the release binary in a real xterm (80x24, 256 colours,
# under Xvfb), a seeded first game after six guesses, so the picture is the build's own.
SCREENSHOT ?= ../shared/tools/screenshot
PICTURE_DEPS = Xvfb:xvfb xterm:xterm xdotool:xdotool import:imagemagick \
               /usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf:fonts-dejavu-core
readme-picture: release
	@scripts/ensure-packages $(PICTURE_DEPS)
	@d=$$(mktemp -d) && $(SCREENSHOT) docs/screenshot.png 'eaoirs' \
	    $(RELEASE)/evil-hangman --seed 7 --data-dir "$$d"; s=$$?; rm -rf "$$d"; exit $$s

# The start-up baseline (argparse-hello) is built the same way as the game.
bench: deps
	$(SWIFT) build $(RELEASE_FLAGS) --product hangman-bench
	$(SWIFT) build $(RELEASE_FLAGS) --product evil-hangman
	$(SWIFT) build $(RELEASE_FLAGS) --product argparse-hello
	@scripts/ensure-packages /usr/games/hangman:bsdgames $(LANG_DEPS) || true
	@mkdir -p bench
	$(RELEASE)/hangman-bench --json bench/results.json $(ARGS)

install: release
	$(MAKE) install-files

# Copies an already built binary, the lists, the man page and the shell completions (which the
# binary itself writes). The tests and scripts/make-deb use it; it never builds.
install-files: locale
	@test -x "$(BINARY)" || { echo "no $(BINARY): run make release (or make install)" >&2; exit 1; }
	install -d "$(DESTDIR)$(BINDIR)" "$(DESTDIR)$(DATADIR)" "$(DESTDIR)$(MANDIR)" \
	    "$(DESTDIR)$(BASHCOMPDIR)" "$(DESTDIR)$(ZSHCOMPDIR)" "$(DESTDIR)$(FISHCOMPDIR)"
	install -m 755 $(if $(filter release,$(CONFIG)),-s) "$(BINARY)" "$(DESTDIR)$(BINDIR)/evil-hangman"
	install -m 644 $(addprefix Resources/,$(LISTS)) "$(DESTDIR)$(DATADIR)/"
	install -m 644 evil-hangman.6 "$(DESTDIR)$(MANDIR)/evil-hangman.6"
	"$(BINARY)" --generate-completion-script bash > "$(DESTDIR)$(BASHCOMPDIR)/evil-hangman"
	"$(BINARY)" --generate-completion-script zsh > "$(DESTDIR)$(ZSHCOMPDIR)/_evil-hangman"
	"$(BINARY)" --generate-completion-script fish > "$(DESTDIR)$(FISHCOMPDIR)/evil-hangman.fish"
	chmod 644 "$(DESTDIR)$(BASHCOMPDIR)/evil-hangman" "$(DESTDIR)$(ZSHCOMPDIR)/_evil-hangman" \
	    "$(DESTDIR)$(FISHCOMPDIR)/evil-hangman.fish"
	for l in $(LINGUAS); do \
	    install -d "$(DESTDIR)$(LOCALEDIR)/$$l/LC_MESSAGES" && \
	    install -m 644 ".build/locale/$$l/LC_MESSAGES/evil-hangman.mo" "$(DESTDIR)$(LOCALEDIR)/$$l/LC_MESSAGES/evil-hangman.mo"; \
	done
	@# For every account (root, no DESTDIR): the machine's board. The game is setgid games; it opens
	@# the log at start and then gives the group up for good. As another user: this account's only.
	@if [ -z "$(DESTDIR)" ] && [ "$$(id -u)" = 0 ] && getent group games >/dev/null; then \
	    install -d -o root -g games -m 755 "$(MACHINEDIR)" && \
	    { [ -e "$(MACHINEDIR)/machine.log" ] || install -o root -g games -m 664 /dev/null "$(MACHINEDIR)/machine.log"; } && \
	    { [ -e "$(MACHINEDIR)/machine.secret" ] || { (umask 077 && head -c 32 /dev/urandom > "$(MACHINEDIR)/machine.secret") && \
	      chown root:games "$(MACHINEDIR)/machine.secret" && chmod 640 "$(MACHINEDIR)/machine.secret"; }; } && \
	    chown root:games "$(BINDIR)/evil-hangman" && chmod 2755 "$(BINDIR)/evil-hangman" && \
	    echo "machine board: $(MACHINEDIR) (the game is setgid games)"; \
	else \
	    echo "installed for this account only: no machine board (install as root for one)"; \
	fi

# Removes exactly the files install-files wrote, and the lists' folder if it is then empty. The
# machine's board (MACHINEDIR) stays: its scores are the players'; rm -r it to reset them.
uninstall:
	rm -f "$(DESTDIR)$(BINDIR)/evil-hangman" "$(DESTDIR)$(MANDIR)/evil-hangman.6"
	cd "$(DESTDIR)$(DATADIR)" 2>/dev/null && rm -f $(LISTS) || true
	rm -f "$(DESTDIR)$(BASHCOMPDIR)/evil-hangman" "$(DESTDIR)$(ZSHCOMPDIR)/_evil-hangman" \
	    "$(DESTDIR)$(FISHCOMPDIR)/evil-hangman.fish"
	for l in $(LINGUAS); do rm -f "$(DESTDIR)$(LOCALEDIR)/$$l/LC_MESSAGES/evil-hangman.mo"; done
	-rmdir "$(DESTDIR)$(DATADIR)" 2>/dev/null

# evil-hangman_VERSION_ARCH.deb in this folder, from the release binary (scripts/make-deb).
deb: release
	@scripts/ensure-packages $(DEB_DEPS)
	scripts/make-deb $(RELEASE)/evil-hangman .

clean:
	rm -rf .build
