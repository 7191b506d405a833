import Testing
@testable import TerminalUI

/// The named themes, the rule for terminals without colour, overrides by
/// role, and widgets taking their styles from the buffer's theme.
@Suite struct ThemeTests {
    @Test func namedThemes() {
        #expect(Theme.names == ["default", "light", "high-contrast", "mono"])
        #expect(Theme.named("default") == .standard)
        #expect(Theme.named("high-contrast") == .highContrast)
        #expect(Theme.named("mono") == .mono)
        #expect(Theme.named("Mono") == nil)
        #expect(Theme.named("") == nil)
    }

    @Test func monoHasNoColourAndTheOthersDo() {
        #expect(!Theme.mono.hasColor)
        for role in Theme.roles { #expect(!Theme.mono[keyPath: role.path].hasColor, "\(role.name)") }
        for theme in [Theme.standard, .light, .highContrast] { #expect(theme.hasColor, "\(theme.name)") }
    }

    @Test func aTerminalWithoutColourGetsMono() {
        #expect(Theme.light.forTerminal(.none) == .mono)
        #expect(Theme.highContrast.forTerminal(.none) == .mono)
        #expect(Theme.light.forTerminal(.basic) == .light)
        #expect(Theme.standard.forTerminal(.full) == .standard)
        #expect(ColorSupport.detect(environment: ["NO_COLOR": "1"], terminalColors: 256) == .none)
        #expect(ColorSupport.detect(environment: ["NO_COLOR": ""], terminalColors: 256) == .full)
    }

    @Test func overridesChangeTheForegroundAndKeepTheAttributes() throws {
        let theme = try Theme.standard.overriding(["overdue": "blue", "loan": "bright-green", "hint-key": "208", "error": "default",
                                                   "online": "0", "offline": "255", "dim": "WHITE"])
        #expect(theme.overdue == Style(foreground: .blue, attributes: .bold))
        #expect(theme.loan.foreground == .palette(10))
        #expect(theme.hintKey == Style(foreground: .palette(208), attributes: .bold))
        #expect(theme.error == Style(attributes: .bold))
        #expect(theme.online.foreground == .black && theme.offline.foreground == .palette(255))
        #expect(theme.dim == Style(foreground: .white, attributes: .dim))
        #expect(try Theme.mono.overriding([:]) == .mono)
    }

    @Test func badOverridesAreRefusedNamingTheRoleAndValue() {
        #expect(throws: ThemeOverrideError.unknownRole("overdu")) { try Theme.standard.overriding(["overdu": "red"]) }
        for value in ["purple", "256", "-1", "", "bright-", "bright-8", "1.5", "０", " red"] {
            #expect(throws: ThemeOverrideError.badColor(role: "loan", value: value)) {
                try Theme.standard.overriding(["loan": value])
            }
        }
        let unknown = ThemeOverrideError.unknownRole("overdu").description
        #expect(unknown.contains("'overdu'") && unknown.contains("overdue") && unknown.contains("due-today"))
        let bad = ThemeOverrideError.badColor(role: "loan", value: "purple").description
        #expect(bad.contains("'purple'") && bad.contains("loan") && bad.contains("0 to 255"))
    }

    @Test func aNamedThemeWithOverrides() throws {
        #expect(try Theme.named("light", overriding: ["loan": "cyan"]).loan.foreground == .cyan)
        #expect(try Theme.named("light", overriding: [:]) == .light)
        #expect(try Theme.named("mono", overriding: ["loan": "cyan"]) == .mono, "mono keeps no colour")
        #expect(throws: ThemeOverrideError.unknownTheme("dark")) { try Theme.named("dark", overriding: [:]) }
        #expect(throws: ThemeOverrideError.badColor(role: "loan", value: "teal")) { try Theme.named("mono", overriding: ["loan": "teal"]) }
        let message = ThemeOverrideError.unknownTheme("dark").description
        #expect(message.contains("'dark'") && message.contains("default, light, high-contrast, mono"))
    }

    @Test func widgetsDrawWithTheBuffersTheme() {
        var plain = Buffer(size: Size(width: 10, height: 3))
        #expect(plain.theme == .standard)
        Pane(title: "T", isFocused: true).render(in: plain.area, buffer: &plain)
        #expect(plain[0, 0]?.style == Theme.standard.focusedBorder)
        var mono = Buffer(size: Size(width: 10, height: 3), theme: .mono)
        Pane(title: "T", isFocused: true).render(in: mono.area, buffer: &mono)
        #expect(mono[0, 0]?.style == Theme.mono.focusedBorder)
        #expect(mono[0, 0]?.style.hasColor == false)
        var chosen = Buffer(size: Size(width: 10, height: 3), theme: .mono)
        Pane(title: "T", theme: .light, isFocused: true).render(in: chosen.area, buffer: &chosen)
        #expect(chosen[0, 0]?.style == Theme.light.focusedBorder, "a widget given a theme keeps it")
    }
}
