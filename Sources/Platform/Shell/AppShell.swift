import TextKit
import FileKit
import TabKit
import TerminalUI

/// The whole screen: tab bar on top, the active tab, the key-hint bar at the
/// bottom, the help overlay, and the keys that work on every tab.
@MainActor
public final class AppShell: TerminalApp {
    /// Below this size the UI is replaced by a message.
    public static let minimumSize = Size(width: 60, height: 20)

    /// What the quit question's button does.
    enum Action: Sendable { case quit }

    private let strings: ShellStrings
    private let keys: ShellKeys
    private let dialogKeys: DialogKeys
    /// The list keys help scrolls with (the user's).
    private let listKeys: ListKeys
    private let tabs: [TabScreen]
    private(set) var activeIndex: Int
    private(set) var size = Size(width: 0, height: 0)
    var help: HelpOverlay?
    /// "Something is not saved yet: quit anyway?", while it is open.
    var quitQuestion: Modal<Action>?
    /// "Restored what you were typing when bankui stopped", until the next key.
    var notice: String?
    /// The frame on the screen, whose marks say what a click hits.
    var lastFrame: Buffer?
    /// Called when the visible tab changes, to remember it for next time.
    private let onTabChange: @MainActor (TabID) -> Void
    /// What every clean way out finishes, in order, after the tabs.
    private let quitSteps: [QuitStep]
    /// Runs what the tabs ask for; until one is attached, it waits.
    private var runner: EffectRunner?
    private var waitingEffects: [(TabID, [TabEffect])] = []
    /// Time since the shell began, on the clock it was given: what each
    /// tick carries to the tab.
    private let elapsed: @Sendable () -> Duration

    /// - Parameters:
    ///   - tabs: the tabs this build has, in tab-bar order.
    ///   - initial: the tab to show first (the first tab when absent).
    ///   - quitSteps: what every clean way out finishes after the tabs, in
    ///     this order (keep the drafts, stop helpers, close the database).
    ///   - keys: the user's keys (global and dialog ones are the shell's).
    ///   - clock: the time the ticks carry (``TabInput/tick(at:)``); tests
    ///     pass a clock they move themselves.
    public init(language: Language, tabs: [TabScreen], initial: TabID?, quitSteps: [QuitStep] = [],
                keys overrides: KeyOverrides = .none, clock: some Clock<Duration> = ContinuousClock(),
                onTabChange: @escaping @MainActor (TabID) -> Void = { _ in }) {
        let origin = clock.now
        elapsed = { origin.duration(to: clock.now) }
        self.quitSteps = quitSteps
        strings = ShellStrings(language)
        keys = ShellKeys(strings, overrides: overrides)
        dialogKeys = DialogKeys(Words(language), overrides: overrides)
        listKeys = ListKeys(overrides: overrides)
        self.tabs = tabs.sorted { $0.id.rawValue < $1.id.rawValue }
        self.activeIndex = self.tabs.firstIndex { $0.id == initial } ?? 0
        self.onTabChange = onTabChange
        if self.tabs.indices.contains(activeIndex) { send(.shown, to: self.tabs[activeIndex]) }
    }

    /// From now on `runner` runs the effects the tabs ask for, starting
    /// with those asked for before (the first tab shown, drafts restored).
    public func attach(_ runner: EffectRunner) {
        self.runner = runner
        let waiting = waitingEffects
        waitingEffects = []
        for (tab, effects) in waiting { runner.run(effects, for: tab) }
    }

    /// Hands `input` to `tab` and runs the effects it asks for; whether
    /// the input meant anything there. The one way into a tab.
    @discardableResult
    func send(_ input: TabInput, to tab: TabScreen) -> Bool {
        let wasTicking = tab.tickInterval != nil
        let reaction = tab.handle(input)
        if !reaction.effects.isEmpty {
            if let runner {
                runner.run(reaction.effects, for: tab.id)
            } else {
                waitingEffects.append((tab.id, reaction.effects))
            }
        }
        // The timer's first tick comes at once: the tab learns when its
        // timer started (a key that let customers in), not a tick later.
        if !wasTicking, tab.tickInterval != nil, tab === current { send(.tick(at: elapsed()), to: tab) }
        if case .tick = input {} else { afterInput?() }
        return reaction.handled
    }

    /// Told after a tab took any input but a tick (a key, a message, a
    /// draft): what it is typing may have changed (the drafts are kept as
    /// they change, see ``drafts``).
    public var afterInput: (@MainActor () -> Void)?

    /// The tab shown now.
    public var activeTab: TabID? { current?.id }

    var current: TabScreen? { tabs.indices.contains(activeIndex) ? tabs[activeIndex] : nil }

    public var tickInterval: Duration? {
        guard isLargeEnough else { return nil }
        return current?.tickInterval
    }

    var isLargeEnough: Bool {
        size.width >= Self.minimumSize.width && size.height >= Self.minimumSize.height
    }

    /// The keys that work on every tab, for help and the key documentation.
    public static func globalKeys(_ language: Language, keys overrides: KeyOverrides = .none) -> KeySection {
        ShellKeys(ShellStrings(language), overrides: overrides).section
    }

    public func handle(_ event: TerminalEvent) -> EventOutcome {
        switch event {
        case .resize(let newSize):
            size = newSize
            let area = Self.contentArea(of: Rect(x: 0, y: 0, width: newSize.width, height: newSize.height))
            for tab in tabs { send(.resized(Size(width: area.width, height: area.height)), to: tab) }
            help?.fit(to: area)
        case .tick:
            if let current { send(.tick(at: elapsed()), to: current) }
        case .key(let key):
            return handle(key)
        }
        return .continue
    }

    /// Gives every tab the same news (another program changed the data).
    public func broadcast(_ message: any Sendable) {
        for tab in tabs { send(.message(message), to: tab) }
    }

    /// A line about stored data shown on the tab bar's right (changes
    /// waiting for a locked or full database), or nil.
    private(set) var storageStatus: String?

    /// Hands the shell its own news (see ``ShellMessage``).
    public func receive(_ message: ShellMessage) {
        switch message {
        case .storageStatus(let text): storageStatus = text
        }
    }

    /// What each tab is typing and has not saved, by tab.
    public var drafts: [TabID: String] {
        var drafts: [TabID: String] = [:]
        for tab in tabs { if let draft = tab.draft { drafts[tab.id] = draft } }
        return drafts
    }

    /// Gives each tab its draft from the last run back: its editor or form
    /// opens again where it was, and the bottom line says so until the next
    /// key. When the tab shown has none but another opened an editor or a
    /// form, that tab is shown.
    public func restoreDrafts(_ drafts: [TabID: String]) {
        let restored = tabs.filter { tab in drafts[tab.id].map { send(.draft($0), to: tab) } ?? false }
        // A draft that only remembered (a closed form's inputs) is given back without a word.
        guard restored.contains(where: \.isTyping) else { return }
        notice = strings.draftsRestored
        if let current, !restored.contains(where: { $0 === current }),
           let open = restored.first(where: \.capturesKeys), let index = tabs.firstIndex(where: { $0 === open }) {
            select(index)
        }
    }

    /// Hands the result of background work to the tab it is for.
    public func deliver(_ message: any Sendable, to tab: TabID) {
        if let tab = tabs.first(where: { $0.id == tab }) { send(.message(message), to: tab) }
    }

    /// Every tab finishes or hands over what is pending; returns what the
    /// user must read once the terminal is restored.
    public func willQuit() -> [String] {
        // The drafts first: what a tab hands over when it quits must not
        // change what the user was typing.
        let drafts = self.drafts
        let lines = tabs.flatMap { $0.willQuit() }
        return lines + quitSteps.flatMap { $0.finish(drafts: drafts) }
    }

    func handle(_ key: Key) -> EventOutcome {
        if case .mouse(let event) = key { return handle(event) }
        if keys.quitAnywhere.matches(key) { return .quit }
        if key == .pasteCut {
            // The input limit was reached: the paste just delivered was
            // only its first part, and the user is told.
            notice = strings.pasteCut(InputLimit.describe(InputLimit.bytes))
            return .continue
        }
        notice = nil
        if let global = globalAlt(key) { return handle(global) }
        if var question = quitQuestion {
            switch question.handle(key, keys: dialogKeys) {
            case .open: quitQuestion = question
            case .closed(let action):
                quitQuestion = nil
                if action != nil { return .quit }
            }
            return .continue
        }
        if var overlay = help {
            // The user's help and quit keys close help too (Esc, `?`, `q` and Enter always do).
            let closes = keys.help.matches(key) || keys.helpAnywhere.matches(key) || keys.quit.matches(key)
            let area = Self.contentArea(of: Rect(x: 0, y: 0, width: size.width, height: size.height))
            if !closes, overlay.handle(key, in: area) { help = overlay } else { help = nil }
            return .continue
        }
        if keys.helpAnywhere.matches(key) {
            openHelp()
            return .continue
        }
        let tab = current
        if let tab, tab.capturesKeys, isLargeEnough {
            return deliverToTab(key, tab)
        }
        if keys.quit.matches(key) {
            return askBeforeQuitting()
        } else if keys.help.matches(key) {
            openHelp()
        } else if keys.nextTab.matches(key) {
            select(activeIndex + 1)
        } else if keys.previousTab.matches(key) {
            select(activeIndex - 1)
        } else if keys.jump.matches(key), let number = ShellKeys.tabNumber(key) {
            if let index = tabs.firstIndex(where: { $0.id.rawValue == number }) { select(index) }
        } else if isLargeEnough, let tab {
            return deliverToTab(key, tab)
        }
        return .continue
    }

    /// What an Alt+key means on every screen, dialogs and text fields
    /// included: Alt with the quit key, Alt with the help key, Alt-1…5.
    enum GlobalAlt: Equatable { case quit, help, jump(Int) }

    /// The global meaning of `key`, when it is Alt with a global key.
    func globalAlt(_ key: Key) -> GlobalAlt? {
        guard case .alt(let character) = key else { return nil }
        let plain = Key.character(character)
        if keys.quit.matches(plain) { return .quit }
        if keys.help.matches(plain) { return .help }
        return ShellKeys.tabNumber(key).map(GlobalAlt.jump)
    }

    /// Alt-q quits (a question only for what is not saved yet: what is
    /// typed is kept as a draft); Alt-? opens or closes help; Alt-1…5 shows
    /// that tab, whose dialog or editor stays open in it.
    private func handle(_ global: GlobalAlt) -> EventOutcome {
        switch global {
        case .quit:
            if quitQuestion != nil { return .quit }
            help = nil
            return askBeforeQuitting(typedTextIsKept: true)
        case .help:
            if help != nil { help = nil } else { openHelp() }
        case .jump(let number):
            help = nil
            quitQuestion = nil
            if let index = tabs.firstIndex(where: { $0.id.rawValue == number }) { select(index) }
        }
        return .continue
    }

    /// Opens help; while a text field has the keys, at the text fields' keys.
    private func openHelp() {
        help = HelpOverlay(strings: strings, tabSections: current?.keySections ?? [], global: keys.section,
                           atTextFields: isTyping, list: listKeys, area: Self.contentArea(of: Rect(x: 0, y: 0, width: size.width, height: size.height)))
    }

    /// Whether the tab shown has a text field with the keys now.
    private var isTyping: Bool { (current as? TextFocus)?.typesText == true }

    /// Passes `key` to the tab. An Alt+key that the tab does not take is
    /// what the user most likely meant, Esc then the key typed quickly, where
    /// Esc loses nothing (a board, a list); in a dialog or a text field it
    /// does nothing, so that it never closes what was being typed.
    private func deliverToTab(_ key: Key, _ tab: TabScreen) -> EventOutcome {
        let capturing = tab.capturesKeys
        guard !send(.key(key), to: tab), case .alt(let character) = key, !capturing else { return .continue }
        send(.key(.escape), to: tab)
        return handle(.character(character))
    }

    /// Quits at once, unless a tab has something the user should know
    /// first (work not saved yet, and with `q` what is typed in a tab not
    /// shown): then asks, with Stay chosen.
    private func askBeforeQuitting(typedTextIsKept: Bool = false) -> EventOutcome {
        let typing = typedTextIsKept ? [] : tabs.filter(\.isTyping).map { strings.tabTitle($0.id) }
        let warnings = tabs.compactMap(\.quitWarning) + quitSteps.compactMap { $0.unsavedWarning() }
            + (typing.isEmpty ? [] : [strings.draftsKeptOnQuit(typing)])
        guard !warnings.isEmpty else { return .quit }
        quitQuestion = Modal(title: strings.quitTitle, message: warnings.joined(separator: "\n"),
                             buttons: [.init(strings.quitAnyway, action: .quit), .init(strings.stay)], defaultButton: 1)
        return .continue
    }

    func select(_ index: Int) {
        guard !tabs.isEmpty else { return }
        let wrapped = ((index % tabs.count) + tabs.count) % tabs.count
        guard wrapped != activeIndex else { return }
        if let current { send(.hidden, to: current) }
        activeIndex = wrapped
        send(.shown, to: tabs[wrapped])
        onTabChange(tabs[wrapped].id)
    }

    public func didDraw(_ frame: Buffer) { lastFrame = frame }

    public func render(into buffer: inout Buffer) {
        let screen = buffer.area
        guard isLargeEnough else {
            renderTooSmall(in: screen, buffer: &buffer)
            return
        }
        let (top, rest) = screen.splitTop(1)
        let (_, bottom) = rest.splitBottom(1)
        let content = Self.contentArea(of: screen)
        TabBar(entries: tabs.map { TabBar.Entry(number: $0.id.rawValue, title: strings.tabTitle($0.id)) },
               activeIndex: activeIndex)
            .render(in: top, buffer: &buffer)
        if let status = storageStatus {
            let text = " " + DisplayWidth.truncate(status, to: max(0, top.width / 2 - 2), ellipsis: "…") + " "
            let x = max(top.x, top.maxX - DisplayWidth.of(text))
            buffer.write(text, x: x, y: top.y, style: buffer.theme.error, maxWidth: top.maxX - x)
        }
        var tabKeys: [KeyBinding] = []
        var hints: [KeyHint] = []
        var capturing = false
        if let tab = current {
            tab.render(in: content, buffer: &buffer)
            tabKeys = tab.activeKeys
            capturing = tab.capturesKeys
        } else {
            buffer.write(strings.noTabs, x: content.x + 1, y: content.y + 1, maxWidth: content.width - 2)
        }
        if let overlay = help {
            buffer.cursor = nil
            overlay.render(in: content, buffer: &buffer)
            hints = overlay.hints
        } else if let question = quitQuestion {
            buffer.cursor = nil
            question.render(in: content, buffer: &buffer)
            hints = question.activeKeys(Words(strings.language), keys: dialogKeys).keyHints
        } else {
            let kept = capturing ? (isTyping ? [keys.helpAnywhere] : []) : [keys.help, keys.quit]
            let help = (capturing ? keys.helpAnywhere : keys.help).keyHint
            hints = KeyHintFitting.fit(tabKeys, keeping: kept.keyHints, width: bottom.width, help: help)
        }
        if let notice, help == nil, quitQuestion == nil {
            buffer.write(" " + notice, x: bottom.x, y: bottom.y, style: Style(attributes: .bold), maxWidth: bottom.width)
        } else {
            KeyHintBar(hints: hints).render(in: bottom, buffer: &buffer)
        }
    }

    /// Where the tab draws: the screen less the tab bar and the hint bar.
    static func contentArea(of screen: Rect) -> Rect {
        screen.splitTop(1).1.splitBottom(1).0
    }

    private func renderTooSmall(in screen: Rect, buffer: inout Buffer) {
        Self.renderTooSmall(strings, have: size, in: screen, buffer: &buffer)
    }

    /// "terminal too small: need 60×20, have 40×12", wrapped between its
    /// phrases and centred: the one too-small screen, the shell's and the
    /// lock wait's.
    static func renderTooSmall(_ strings: ShellStrings, have size: Size, in screen: Rect, buffer: inout Buffer) {
        buffer.cursor = nil
        let phrases = strings.terminalTooSmallPhrases(need: Self.minimumSize, have: size)
        let lines = TextWrap.lines(phrases: phrases, width: max(1, screen.width))
        let top = max(0, (screen.height - lines.count) / 2)
        for (i, line) in lines.enumerated() {
            let x = max(0, (screen.width - DisplayWidth.of(line)) / 2)
            buffer.write(line, x: x, y: top + i, style: Style(attributes: .bold))
        }
    }
}
