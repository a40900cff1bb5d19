set inputs {XMLHttpRequest userId max-retry-count HTTP_STATUS_CODE "page title here" base64Encode2fa iOS}
puts [format "%-18s %-18s %-20s %s" input camel snake CONSTANT]
foreach s $inputs {
    puts [format "%-18s %-18s %-20s %s" $s [strcase::camel $s] [strcase::snake $s] [strcase::constant $s]]
}
puts "pascal: [strcase::pascal user_account_id]"
puts "kebab:  [strcase::kebab UserAccountID]"
puts "title:  [strcase::title api_response_time_ms]"
puts "keys:   [strcase::dictKeys snake {firstName Ada lastName Lovelace isAdmin true}]"
# Edge cases: separators only, and an empty string, give no words at all.
puts "empty:  \[[strcase::camel {--__--}]\] \[[strcase::snake {}]\]"
